import type { Injector, Order, Payment, PaymentMethod, RequestContext } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { challengePageUrl, paymentReturnUrl } from '../src/plugins/payment/card/card-answers';
import { storefrontLocale } from '../src/text/storefront-locale';
import { createCardPaymentHandler } from '../src/plugins/payment/card/card-payment-handler';
import type { CardGateway, GatewayPayment } from '../src/plugins/payment/card/gateway/card-gateway';
import { outcomeOfPayment } from '../src/plugins/payment/card/payment-outcome';
import { paymentStateFor } from '../src/plugins/payment/card/payment-state-mapping';
import { metadataForDebit } from '../src/plugins/payment/card/verified-debits';
import { settleVerified } from '../src/plugins/payment/card/verified-settlements';

const ctx = {} as RequestContext;
const method = {} as PaymentMethod;
const order = { code: 'ORD1', currencyCode: 'EUR' } as Order;

function gatewayPayment(overrides: Partial<GatewayPayment> = {}): GatewayPayment {
  return {
    id: 'pay_1',
    status: 'succeeded',
    orderCode: 'ORD1',
    amount: 1200,
    currency: 'EUR',
    brand: 'visa',
    last4: '4242',
    refundedAmount: 0,
    ...overrides,
  };
}

async function handlerWith(remote: Partial<GatewayPayment> = {}) {
  const gateway: Pick<CardGateway, 'getPayment'> = { getPayment: async () => gatewayPayment(remote) };
  const handler = createCardPaymentHandler();
  await handler.init({ get: () => gateway } as unknown as Injector);
  return handler;
}

const verified = (payment: GatewayPayment) => metadataForDebit({ payment, idempotencyKey: 'debit_x', sessionId: '7' });

describe('gateway status → Vendure payment state', () => {
  it('maps every status the gateway can answer', () => {
    expect(paymentStateFor('succeeded')).toBe('Settled');
    expect(paymentStateFor('requires_challenge')).toBe('AwaitingChallenge');
    expect(paymentStateFor('declined')).toBe('Declined');
    expect(paymentStateFor('processing')).toBe('Error');
  });
});

describe('the card payment handler', () => {
  it('records a verified gateway answer in its state, with no card data in the metadata', async () => {
    const handler = await handlerWith();
    const settled = await handler.createPayment(ctx, order, 1200, [], verified(gatewayPayment()), method);
    expect(settled).toMatchObject({
      state: 'Settled',
      amount: 1200,
      transactionId: 'pay_1',
      metadata: { sessionId: '7', public: { brand: 'visa', last4: '4242' } },
    });
    expect(JSON.stringify(settled.metadata)).not.toMatch(/tok_|cardNumber|cvv/i);

    const challenge = { id: 'ch_1' };
    const open = await handler.createPayment(
      ctx,
      order,
      1200,
      [],
      verified(gatewayPayment({ status: 'requires_challenge', challenge })),
      method,
    );
    expect(open).toMatchObject({ state: 'AwaitingChallenge', metadata: { challengeId: 'ch_1' } });
    expect(open.metadata).not.toHaveProperty('challengeUrl');

    // A provider's own challenge page (Stripe's redirect) is kept, so a repeated debit sends the shopper there again.
    const stripeChallenge = { id: 'pi_1', url: 'https://hooks.stripe.com/3d_secure_2/hosted?x=1' };
    const redirected = await handler.createPayment(
      ctx,
      order,
      1200,
      [],
      verified(gatewayPayment({ status: 'requires_challenge', challenge: stripeChallenge })),
      method,
    );
    expect(redirected).toMatchObject({ metadata: { challengeId: 'pi_1', challengeUrl: stripeChallenge.url } });

    const declined = await handler.createPayment(
      ctx,
      order,
      1200,
      [],
      verified(gatewayPayment({ status: 'declined', declineReason: 'insufficient_funds' })),
      method,
    );
    expect(declined).toMatchObject({ state: 'Declined', errorMessage: 'insufficient_funds' });
  });

  it('never takes the browser’s word: metadata from the public addPaymentToOrder is an Error', async () => {
    const handler = await handlerWith();
    const claimed = { status: 'succeeded', transactionId: 'pay_1', payment: gatewayPayment() };
    expect(await handler.createPayment(ctx, order, 1200, [], claimed, method)).toMatchObject({ state: 'Error' });
  });

  it('refuses a gateway payment of another order, amount or currency', async () => {
    const handler = await handlerWith();
    for (const other of [{ orderCode: 'ORD2' }, { amount: 1 }, { currency: 'USD' }]) {
      expect(await handler.createPayment(ctx, order, 1200, [], verified(gatewayPayment(other)), method)).toMatchObject({ state: 'Error' });
    }
  });

  it('settles only what the gateway, asked again, reports as taken', async () => {
    const payment = { transactionId: 'pay_1', amount: 1200, state: 'AwaitingChallenge' } as Payment;
    expect(await (await handlerWith()).settlePayment(ctx, order, payment, [], method)).toMatchObject({ success: true });
    expect(await (await handlerWith({ status: 'requires_challenge' })).settlePayment(ctx, order, payment, [], method)).toMatchObject({
      success: false,
      state: 'AwaitingChallenge',
    });
    expect(await (await handlerWith({ status: 'declined' })).settlePayment(ctx, order, payment, [], method)).toMatchObject({
      success: false,
      state: 'Declined',
    });
    expect(await (await handlerWith({ amount: 1 })).settlePayment(ctx, order, payment, [], method)).toMatchObject({ success: false });
  });

  it('settles on the answer the shop has just verified without asking the gateway again inside the transaction, once (issue 30)', async () => {
    const asked: string[] = [];
    const gateway: Pick<CardGateway, 'getPayment'> = {
      getPayment: (id) => {
        asked.push(id);
        return Promise.resolve(gatewayPayment({ status: 'requires_challenge' }));
      },
    };
    const handler = createCardPaymentHandler();
    await handler.init({ get: () => gateway } as unknown as Injector);
    const payment = { transactionId: 'pay_1', amount: 1200, state: 'AwaitingChallenge' } as Payment;

    expect(await settleVerified(gatewayPayment(), () => handler.settlePayment(ctx, order, payment, [], method))).toMatchObject({
      success: true,
    });
    expect(asked).toEqual([]);
    // Outside it (the dashboard's "settle"), the gateway is asked.
    expect(await handler.settlePayment(ctx, order, payment, [], method)).toMatchObject({ success: false });
    expect(asked).toEqual(['pay_1']);
    // A vouched answer of another amount settles nothing.
    expect(await settleVerified(gatewayPayment({ amount: 1 }), () => handler.settlePayment(ctx, order, payment, [], method))).toMatchObject(
      { success: false },
    );
  });
});

describe('what a recorded payment means for a repeated call', () => {
  const base = { transactionId: 'pay_1', errorMessage: undefined };
  it('follows the payment’s current state', () => {
    expect(outcomeOfPayment({ ...base, state: 'Settled', metadata: {} }, 'ORD1')).toEqual({
      status: 'succeeded',
      orderCode: 'ORD1',
      transactionRef: 'pay_1',
    });
    expect(outcomeOfPayment({ ...base, state: 'AwaitingChallenge', metadata: { challengeId: 'ch_1' } }, 'ORD1')).toEqual({
      status: 'challenge',
      transactionRef: 'pay_1',
      challengeId: 'ch_1',
    });
    expect(outcomeOfPayment({ ...base, state: 'Declined', metadata: { declineReason: 'insufficient_funds' } }, 'ORD1')).toMatchObject({
      reason: 'insufficient_funds',
    });
    expect(outcomeOfPayment({ ...base, state: 'Declined', metadata: { declineReason: 'something new' } }, 'ORD1')).toMatchObject({
      reason: 'card_declined',
    });
    expect(outcomeOfPayment({ ...base, state: 'Cancelled', metadata: {} }, 'ORD1')).toMatchObject({ reason: 'replaced' });
  });
});

describe('storefront addresses of the challenge and the return', () => {
  it('use the shopper’s locale, tw for Traditional Chinese, en for anything unknown', () => {
    expect(storefrontLocale('zh_Hant')).toBe('tw');
    expect(storefrontLocale('fr')).toBe('fr');
    expect(storefrontLocale('pt_BR')).toBe('en');
    expect(challengePageUrl('http://shop', 'zh_Hant', 'ch_1/x')).toBe('http://shop/tw/test-simulator?ref=ch_1%2Fx');
    expect(paymentReturnUrl('http://shop', 'de', 'sandbox')).toBe('http://shop/de/payment/sandbox.html');
    expect(paymentReturnUrl('http://shop', 'zh_Hant', 'stripe')).toBe('http://shop/tw/payment/stripe.html');
  });
});
