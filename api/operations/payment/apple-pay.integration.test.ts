import { beforeAll, describe, expect, it } from 'vitest';

import type { ShopClient } from '../../client';
import { refusal } from '../../test-support/answering-client';
import type { CardPaymentConfig } from './card-payment';
import { BROWSER, TEST_CARDS, activeOrder, cartReadyToPay, orderByCode, sandboxStats, sandboxUrl } from '../../test-support/card-sandbox';
import { newShopper } from '../../test-support/shopper';
import { getApplePayMerchantSession, getCardPaymentConfig, payWithApplePay } from './card-payment';

/*
 * Apple Pay through the card gateway (issue 6), the browser's part played as the test's
 * ApplePaySession stand-in plays it: the sandbox's own validation URL, and its test-only "Apple"
 * endpoint that seals a payment token for a merchant session.
 */

let config: CardPaymentConfig;
let gateway: string;

beforeAll(async () => {
  config = await getCardPaymentConfig(newShopper().client);
  gateway = sandboxUrl(config);
});

/** What Apple's sheet gives the page once the buyer authorised with this card. */
async function sheetToken(client: ShopClient, cardNumber: string): Promise<Record<string, unknown>> {
  const merchantSession = await getApplePayMerchantSession(client, { validationUrl: `${config.tokenizationUrl}/apple-pay/validate` });
  const response = await fetch(`${gateway}/apple-pay/test/payment-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchantSession, cardNumber: cardNumber.replace(/\s/g, '') }),
  });
  if (!response.ok) throw new Error(`the sandbox's Apple side answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

describe('Apple Pay merchant validation', () => {
  it('answers an Apple-shaped merchant session for the gateway’s validation URL, only to a shopper with a cart', async () => {
    const shopper = newShopper();
    expect(
      await refusal(getApplePayMerchantSession(shopper.client, { validationUrl: `${config.tokenizationUrl}/apple-pay/validate` })),
    ).toEqual({ status: 409, code: 'NO_ACTIVE_ORDER' });
    await cartReadyToPay(shopper.client, { email: 'applepay.session@example.com' });
    const session = await getApplePayMerchantSession(shopper.client, { validationUrl: `${config.tokenizationUrl}/apple-pay/validate` });
    expect(session).toMatchObject({
      merchantSessionIdentifier: expect.any(String),
      domainName: '127.0.0.1',
      displayName: 'eSIM Shop',
      signature: expect.any(String),
    });
  });

  it('refuses a validation URL that is not Apple’s', async () => {
    const shopper = newShopper();
    await cartReadyToPay(shopper.client, { email: 'applepay.foreign@example.com' });
    expect(
      await refusal(
        getApplePayMerchantSession(shopper.client, {
          validationUrl: 'https://apple-pay-gateway.evil.example/paymentservices/startSession',
        }),
      ),
    ).toEqual({
      status: 402,
      code: 'APPLE_PAY_VALIDATION_FAILED',
    });
  });
});

describe('payWithApplePay', () => {
  it('pays the cart with the sheet’s token, without a 3-D Secure challenge, charging once', async () => {
    const shopper = newShopper();
    const cart = await cartReadyToPay(shopper.client, { email: 'applepay.pays@example.com' });
    const result = await payWithApplePay(shopper.client, {
      paymentToken: await sheetToken(shopper.client, TEST_CARDS.challenge),
      browser: BROWSER,
    });
    expect(result).toMatchObject({ status: 'succeeded', orderCode: cart.code });
    expect(await orderByCode(shopper.client, cart.code)).toMatchObject({
      state: 'PaymentSettled',
      active: false,
      payments: [{ method: 'card-sandbox', state: 'Settled', amount: cart.totalWithTax }],
    });
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 1, chargedAmount: cart.totalWithTax });
  });

  it('answers a declined card as declined, the cart intact and payable', async () => {
    const shopper = newShopper();
    const cart = await cartReadyToPay(shopper.client, { email: 'applepay.declined@example.com' });
    const result = await payWithApplePay(shopper.client, {
      paymentToken: await sheetToken(shopper.client, TEST_CARDS.declined),
      browser: BROWSER,
    });
    expect(result).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
    expect(await activeOrder(shopper.client)).toMatchObject({ code: cart.code, state: 'AddingItems' });
  });

  it('refuses an edited or reused token as invalid_token, charging nothing', async () => {
    const shopper = newShopper();
    const cart = await cartReadyToPay(shopper.client, { email: 'applepay.forged@example.com' });
    const token = await sheetToken(shopper.client, TEST_CARDS.frictionless);
    const paymentData = token['paymentData'] as Record<string, unknown>;
    const edited = { ...token, paymentData: { ...paymentData, data: `${String(paymentData['data']).slice(0, -4)}AAAA` } };
    expect(await payWithApplePay(shopper.client, { paymentToken: edited, browser: BROWSER })).toMatchObject({
      status: 'declined',
      declineCode: 'invalid_token',
    });
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ paymentRequests: 0, charges: 0 });

    expect(await payWithApplePay(shopper.client, { paymentToken: token, browser: BROWSER })).toMatchObject({
      status: 'succeeded',
      orderCode: cart.code,
    });
    const again = newShopper();
    await cartReadyToPay(again.client, { email: 'applepay.reuse@example.com' });
    expect(await payWithApplePay(again.client, { paymentToken: token, browser: BROWSER })).toMatchObject({
      status: 'declined',
      declineCode: 'invalid_token',
    });
  });
});
