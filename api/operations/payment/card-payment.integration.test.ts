import { beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../zod';

import type { ShopClient } from '../../client';
import { ShopError } from '../../errors';
import type { CardDebitResult, CardPaymentConfig } from './card-payment';
import {
  BROWSER,
  FUTURE_EXPIRY,
  TEST_CARDS,
  activeOrder,
  cartReadyToPay,
  orderByCode,
  sandboxStats,
  sandboxUrl,
  tokenFor,
  tokenizeCard,
} from '../../test-support/card-sandbox';
import { newShopper } from '../../test-support/shopper';
import { addToCart, getCartItems } from '../cart/cart';
import { debitCard, finishCardPayment, getCardPaymentConfig } from './card-payment';
import { challengeIdOf, completeSandboxChallenge, getSandboxChallenge } from './card-sandbox-challenge';
import { getProduct } from '../catalog/product';

let config: CardPaymentConfig;
let gateway: string;

beforeAll(async () => {
  config = await getCardPaymentConfig(newShopper().client);
  gateway = sandboxUrl(config);
});

/** The ShopError a call raised, as the fields callers branch on. */
async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError)) throw new Error(`expected a ShopError, got ${String(error)}`);
  return {
    status: error.status,
    code: error.detail.kind === 'http' ? error.detail.code : error.detail.kind,
    message: error.message,
    detail: error.detail,
  };
}

async function debitWith(client: ShopClient, card: string) {
  return debitCard(client, { token: await tokenFor(config, card), browser: BROWSER });
}

function expectStatus<Status extends CardDebitResult['status']>(
  result: CardDebitResult,
  status: Status,
): Extract<CardDebitResult, { status: Status }> {
  expect(result.status).toBe(status);
  return result as Extract<CardDebitResult, { status: Status }>;
}

/** A debit answered with a challenge, and the challenge's id on the sandbox. */
async function challengedDebit(client: ShopClient) {
  const challenge = expectStatus(await debitWith(client, TEST_CARDS.challenge), 'challenge');
  const challengeId = challengeIdOf(challenge.challengeUrl);
  if (!challengeId) throw new Error(`no challenge id in ${challenge.challengeUrl}`);
  return { transactionRef: challenge.transactionRef, challengeUrl: challenge.challengeUrl, challengeId };
}

describe('card payment config', () => {
  it('names the sandbox on its own origin, never the shop’s', async () => {
    expect(config).toMatchObject({ provider: 'sandbox', sandbox: true, publicKey: expect.stringMatching(/^pk_/) });
    expect(new URL(config.tokenizationUrl).origin).not.toBe(new URL(process.env['SHOP_API_URL'] ?? 'http://127.0.0.1:1').origin);
  });
});

describe('tokenization at the gateway', () => {
  it('answers a token with the last four digits and the brand, and nothing of the number', async () => {
    const token = await tokenizeCard(config, { cardNumber: TEST_CARDS.frictionless, expiry: FUTURE_EXPIRY, cvv: '123' });
    expect(token).toMatchObject({ last4: '4242', brand: 'visa' });
    expect(token.token).not.toContain('4242424242');
  });

  it.each([
    [
      'a number failing the Luhn check',
      { cardNumber: '4242 4242 4242 4241', expiry: FUTURE_EXPIRY, cvv: '123' },
      'cardNumber',
      'Is not a valid credit card number',
    ],
    ['a past expiry', { cardNumber: TEST_CARDS.frictionless, expiry: '01/20', cvv: '123' }, 'expiry', 'Is not a valid expiry date'],
    ['a 2-digit CVV', { cardNumber: TEST_CARDS.frictionless, expiry: FUTURE_EXPIRY, cvv: '12' }, 'cvv', 'Needs to be 3 digits'],
    ['an Amex with a 3-digit CID', { cardNumber: TEST_CARDS.amex, expiry: FUTURE_EXPIRY, cvv: '123' }, 'cvv', 'Needs to be 4 digits'],
  ])('refuses %s with 400 and spec §5’s message for the field', async (_case, card, field, message) => {
    const error = await refusal(tokenizeCard(config, card));
    expect(error).toMatchObject({ status: 400, message });
    expect(error.detail).toMatchObject({ fields: { [field]: message } });
  });
});

describe('debit without 3-D Secure challenge', () => {
  it('frictionless card: the order is PaymentSettled, charged once for its total with VAT, and the shop never saw the card number', async () => {
    const seen: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      seen.push(`${request.url} ${await request.clone().text()}`);
      return fetch(request);
    };
    const { client } = newShopper({ fetch: recording });
    const cart = await cartReadyToPay(client);
    const vatIncluded = (await getCartItems(client)).totalIncludingTax.amount;
    expect(cart.totalWithTax).toBe(vatIncluded);

    const token = await tokenizeCard(config, { cardNumber: TEST_CARDS.frictionless, expiry: FUTURE_EXPIRY, cvv: '123' });
    const paid = expectStatus(await debitCard(client, { token: token.token, browser: BROWSER }), 'succeeded');
    expect(paid.orderCode).toBe(cart.code);

    const order = await orderByCode(client, cart.code);
    expect(order).toMatchObject({ state: 'PaymentSettled', active: false });
    expect(order.payments).toEqual([{ state: 'Settled', method: 'card-sandbox', amount: vatIncluded, transactionId: paid.transactionRef }]);
    expect(await activeOrder(client)).toBeNull();
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 1, chargedAmount: vatIncluded });
    // Every request of this shopper to the shop, bodies included: the token, never the card.
    expect(seen.length).toBeGreaterThan(3);
    for (const request of seen) expect(request.replace(/\s/g, '')).not.toContain('4242424242424242');
  });

  it('American Express with its 4-digit CID pays (issue 15: it was refused), named amex on the token', async () => {
    const { client } = newShopper();
    const cart = await cartReadyToPay(client);
    const token = await tokenizeCard(config, { cardNumber: TEST_CARDS.amex, expiry: FUTURE_EXPIRY, cvv: '1234' });
    expect(token).toMatchObject({ brand: 'amex', last4: '0005' });
    const paid = expectStatus(await debitCard(client, { token: token.token, browser: BROWSER }), 'succeeded');
    expect(paid.orderCode).toBe(cart.code);
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 1, chargedAmount: cart.totalWithTax });
  });

  it('declined card: the message for it, the cart intact and editable, then payable with another card', async () => {
    const { client } = newShopper();
    const cart = await cartReadyToPay(client);
    const declined = expectStatus(await debitWith(client, TEST_CARDS.declined), 'declined');
    expect(declined).toMatchObject({ message: 'Your card was declined. Please use another card.', declineCode: 'card_declined' });
    expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'AddingItems', totalWithTax: cart.totalWithTax });
    expect((await getCartItems(client)).lines).toHaveLength(1);

    const paid = expectStatus(await debitWith(client, TEST_CARDS.frictionless), 'succeeded');
    expect(paid.orderCode).toBe(cart.code);
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ payments: 2, charges: 1 });
  });

  it('insufficient funds: its own message, in the shopper’s language too', async () => {
    const { client } = newShopper();
    await cartReadyToPay(client);
    expect(expectStatus(await debitWith(client, TEST_CARDS.insufficientFunds), 'declined')).toMatchObject({
      message: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    });
    const french = newShopper({ locale: 'fr' });
    await cartReadyToPay(french.client);
    expect(expectStatus(await debitWith(french.client, TEST_CARDS.insufficientFunds), 'declined').message).toBe(
      'Le solde de votre carte est insuffisant.',
    );
  });

  it('refuses to debit before the email and billing address are set, and without a cart', async () => {
    const { client } = newShopper();
    const plan = (await getProduct(client, { slug: 'france' })).variants[0];
    if (!plan) throw new Error('france has no plan');
    await addToCart(client, { variantId: plan.id, quantity: 1 });
    expect(await refusal(debitWith(client, TEST_CARDS.frictionless))).toMatchObject({ status: 409, code: 'CARD_PAYMENT_NOT_READY' });
    expect(await refusal(debitWith(newShopper().client, TEST_CARDS.frictionless))).toMatchObject({ status: 409, code: 'NO_ACTIVE_ORDER' });
  });

  it('20 concurrent debits of one order make exactly one charge and all answer the same order', async () => {
    const { client } = newShopper();
    const cart = await cartReadyToPay(client);
    const token = await tokenFor(config, TEST_CARDS.frictionless);
    const attempts = 20;
    const results = await Promise.all(Array.from({ length: attempts }, () => debitCard(client, { token, browser: BROWSER })));
    const stats = await sandboxStats(gateway, cart.code);
    console.log(
      `double-charge (one token): ${attempts} concurrent debits → ${stats.paymentRequests} gateway request(s), ${stats.charges} charge(s)`,
    );
    expect(stats.charges).toBe(1);
    expect(new Set(results.map((result) => (result.status === 'succeeded' ? result.orderCode : result.status)))).toEqual(
      new Set([cart.code]),
    );
    expect((await orderByCode(client, cart.code)).payments).toHaveLength(1);
  });

  it('20 concurrent debits with 20 different cards (tabs) still make one charge', async () => {
    const { client } = newShopper();
    const cart = await cartReadyToPay(client);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => tokenFor(config, TEST_CARDS.frictionless)));
    const results = await Promise.allSettled(tokens.map((token) => debitCard(client, { token, browser: BROWSER })));
    const stats = await sandboxStats(gateway, cart.code);
    console.log(
      `double-charge (20 tokens): ${tokens.length} concurrent debits → ${stats.paymentRequests} gateway request(s), ${stats.charges} charge(s)`,
    );
    expect(stats.charges).toBe(1);
    // Each answers the one payment, or — arriving once the order is placed and the cart gone — that
    // there is nothing left to pay: its own card is never used.
    const answers = results.map((result) =>
      result.status === 'fulfilled'
        ? result.value.status === 'succeeded' && result.value.orderCode === cart.code
        : result.reason instanceof ShopError && result.reason.detail.kind === 'http' && result.reason.detail.code === 'NO_ACTIVE_ORDER',
    );
    expect(answers.every(Boolean)).toBe(true);
    expect((await orderByCode(client, cart.code)).payments).toHaveLength(1);
  });

  it(
    'a gateway that does not answer in time: a clear timeout, nothing charged, a retry waits for it instead of charging again',
    { timeout: 40_000 },
    async () => {
      const { client } = newShopper();
      const cart = await cartReadyToPay(client);
      const token = await tokenFor(config, TEST_CARDS.timeout);
      const timedOut = await refusal(debitCard(client, { token, browser: BROWSER }));
      expect(timedOut).toMatchObject({
        status: 504,
        code: 'CARD_GATEWAY_TIMEOUT',
        message: expect.stringContaining('not be charged twice'),
      });
      expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'AddingItems' });

      const retried = await refusal(debitCard(client, { token, browser: BROWSER }));
      expect(retried).toMatchObject({ status: 409, code: 'CARD_PAYMENT_IN_PROGRESS' });
      const another = await refusal(debitWith(client, TEST_CARDS.frictionless));
      expect(another).toMatchObject({ code: 'CARD_PAYMENT_IN_PROGRESS' });
      expect(await sandboxStats(gateway, cart.code)).toMatchObject({ payments: 1, charges: 0 });
    },
  );
});

describe('debit with a 3-D Secure challenge', () => {
  it('approve → finish: the order is PaymentSettled, charged once; the finish replayed answers the same order without charging', async () => {
    const { client } = newShopper({ locale: 'fr' });
    const cart = await cartReadyToPay(client);
    const { transactionRef, challengeUrl, challengeId } = await challengedDebit(client);
    expect(challengeUrl).toMatch(/\/fr\/test-simulator\?ref=/);
    expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'ArrangingPayment' });
    expect(await getSandboxChallenge(config, challengeId)).toMatchObject({
      status: 'pending',
      amount: cart.totalWithTax,
      currency: 'EUR',
      last4: '3220',
    });

    const result = await completeSandboxChallenge(config, challengeId, 'approve');
    expect(result.returnUrl).toMatch(/\/fr\/payment\/sandbox\.html$/);
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 0 });
    const finish = { transactionRef, md: result.md, paRes: result.paRes, cres: result.cres };
    expect(await finishCardPayment(client, finish)).toEqual({ status: 'succeeded', orderCode: cart.code });
    expect(await orderByCode(client, cart.code)).toMatchObject({
      state: 'PaymentSettled',
      payments: [{ state: 'Settled', transactionId: transactionRef }],
    });

    expect(await finishCardPayment(client, finish)).toEqual({ status: 'succeeded', orderCode: cart.code });
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 1, chargedAmount: cart.totalWithTax });
    expect(await refusal(completeSandboxChallenge(config, challengeId, 'approve'))).toMatchObject({ status: 409 });
  });

  it('decline → finish: declined, the cart intact, then payable with the frictionless card', async () => {
    const { client } = newShopper();
    const cart = await cartReadyToPay(client);
    const { transactionRef, challengeId } = await challengedDebit(client);
    const result = await completeSandboxChallenge(config, challengeId, 'decline');
    const finished = await finishCardPayment(client, { transactionRef, md: result.md, paRes: result.paRes, cres: result.cres });
    expect(finished).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_failed',
      message: expect.stringContaining('3-D Secure'),
    });
    expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'AddingItems' });
    expect((await getCartItems(client)).lines).toHaveLength(1);

    expect(expectStatus(await debitWith(client, TEST_CARDS.frictionless), 'succeeded').orderCode).toBe(cart.code);
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 1 });
  });

  it('a forged result changes nothing (issue 30): the shopper’s own answer still decides, here a decline', async () => {
    const { client } = newShopper();
    const cart = await cartReadyToPay(client);
    const { transactionRef, challengeId } = await challengedDebit(client);
    const genuine = await completeSandboxChallenge(config, challengeId, 'decline');
    // The shopper declined; the browser claims an approval (transStatus Y) with the ACS's signature reused.
    const [body = '', signature = ''] = genuine.cres.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, string>;
    const forgedCres = `${Buffer.from(JSON.stringify({ ...claims, transStatus: 'Y' })).toString('base64url')}.${signature}`;
    const finished = await finishCardPayment(client, { transactionRef, md: genuine.md, paRes: genuine.paRes, cres: forgedCres });
    expect(finished).toEqual({ status: 'declined', message: 'Could not verify your payment', declineCode: 'verification_failed' });
    expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'ArrangingPayment' });
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 0 });

    const declined = await finishCardPayment(client, { transactionRef, md: genuine.md, paRes: genuine.paRes, cres: genuine.cres });
    expect(declined).toMatchObject({ status: 'declined', declineCode: 'authentication_failed' });
    expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'AddingItems' });
  });

  it('a made-up return (md=x&paRes=y&cres=z) before the genuine approval leaves the payment pending; the approval then pays (issue 30)', async () => {
    const { client } = newShopper();
    const cart = await cartReadyToPay(client);
    const { transactionRef, challengeId } = await challengedDebit(client);
    const madeUp = { transactionRef, md: 'x', paRes: 'y', cres: 'z' };
    expect(await finishCardPayment(client, madeUp)).toEqual({
      status: 'declined',
      message: 'Could not verify your payment',
      declineCode: 'verification_failed',
    });
    expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'ArrangingPayment' });

    const result = await completeSandboxChallenge(config, challengeId, 'approve');
    // Made up again after the shopper approved: still nothing moves.
    expect(await finishCardPayment(client, madeUp)).toMatchObject({ status: 'declined', declineCode: 'verification_failed' });
    expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'ArrangingPayment' });
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 0 });

    const finish = { transactionRef, md: result.md, paRes: result.paRes, cres: result.cres };
    expect(await finishCardPayment(client, finish)).toEqual({ status: 'succeeded', orderCode: cart.code });
    expect(await orderByCode(client, cart.code)).toMatchObject({
      state: 'PaymentSettled',
      payments: [{ state: 'Settled', transactionId: transactionRef }],
    });
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 1, chargedAmount: cart.totalWithTax });
  });

  it('another session cannot finish this session’s payment; its owner still can', async () => {
    const owner = newShopper();
    const cart = await cartReadyToPay(owner.client);
    const { transactionRef, challengeId } = await challengedDebit(owner.client);
    const result = await completeSandboxChallenge(config, challengeId, 'approve');
    const finish = { transactionRef, md: result.md, paRes: result.paRes, cres: result.cres };

    const stranger = newShopper();
    expect(await refusal(finishCardPayment(stranger.client, finish))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'This payment does not belong to your session',
    });
    expect(await refusal(finishCardPayment(stranger.client, { ...finish, transactionRef: 'pay_unknown' }))).toMatchObject({ status: 403 });
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 0, verifications: 0 });

    expect(await finishCardPayment(owner.client, finish)).toEqual({ status: 'succeeded', orderCode: cart.code });
  });
});

describe('the browser’s word', () => {
  it('Vendure’s public addPaymentToOrder with the card method and a claimed success pays nothing', async () => {
    const { client } = newShopper();
    const cart = await cartReadyToPay(client);
    const claim = /* GraphQL */ `
      mutation Claim {
        transitionOrderToState(state: "ArrangingPayment") { ... on Order { state } }
        addPaymentToOrder(input: { method: "card-sandbox", metadata: { status: "succeeded", transactionId: "pay_forged" } }) {
          ... on Order { state }
          ... on ErrorResult { errorCode }
        }
      }
    `;
    const answer = await client.request('claim', claim, {}, z.object({ addPaymentToOrder: z.object({ errorCode: z.string() }) }), {
      fresh: true,
    });
    expect(answer.addPaymentToOrder.errorCode).toBe('PAYMENT_FAILED_ERROR');
    expect(await activeOrder(client)).toMatchObject({ code: cart.code, state: 'ArrangingPayment' });
    expect(expectStatus(await debitWith(client, TEST_CARDS.frictionless), 'succeeded').orderCode).toBe(cart.code);
    // Vendure lists an order's payments in no set order (PostgreSQL, in the cluster, differs from SQLite).
    expect((await orderByCode(client, cart.code)).payments?.map((payment) => payment.state).sort()).toEqual(['Error', 'Settled']);
  });
});

describe('the debit payload', () => {
  it('refuses any card field or amount before sending', async () => {
    const { client } = newShopper();
    const smuggled = { token: 'tok_x', browser: BROWSER, cardNumber: '4242424242424242', amount: 1 };
    expect(await refusal(debitCard(client, smuggled as unknown as Parameters<typeof debitCard>[1]))).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
    });
  });
});
