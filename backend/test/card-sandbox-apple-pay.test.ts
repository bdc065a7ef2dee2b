import { createDecipheriv, createHash, createPublicKey, diffieHellman } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { createCardSandbox } from '../sandbox/card-acquirer/sandbox-server';
import { readSandboxSettings } from '../sandbox/card-acquirer/settings';
import { useCardSandbox } from './support/card-sandbox';

const STOREFRONT = 'http://127.0.0.1:3999';
const SECRET = 'sk_test_unit';
const MERCHANT_ID = 'merchant.example.esim-shop.test';
const MINUTE = 60_000;
const APPLE_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
/** The sandbox's clock, moved by the expiry tests. */
let clock = Date.UTC(2026, 10, 22, 12);
const card = useCardSandbox(
  () =>
    readSandboxSettings({
      STOREFRONT_ORIGIN: `${STOREFRONT},https://esim.example`,
      CARD_SANDBOX_SECRET_KEY: SECRET,
      CARD_SANDBOX_PUBLIC_KEY: 'pk_test_unit',
      CARD_SANDBOX_APPLE_PAY_MERCHANT_ID: MERCHANT_ID,
    }),
  () => clock,
);
const call = card.call;

type Body = Record<string, unknown>;

const secret = { authorization: `Bearer ${SECRET}` };

function requestSession(body: Body, headers: Record<string, string> = secret) {
  return call('POST', '/v1/apple-pay/sessions', { body, headers });
}

async function merchantSession(validationUrl = APPLE_URL): Promise<Body> {
  const { status, body } = await requestSession({ validationUrl, domain: '127.0.0.1', displayName: 'eSIM Shop' });
  expect(status).toBe(200);
  return body;
}

function requestPaymentToken(session: Body, cardNumber?: string) {
  return call('POST', '/apple-pay/test/payment-token', {
    body: { merchantSession: session, ...(cardNumber ? { cardNumber } : {}) },
    headers: { origin: STOREFRONT },
  });
}

async function paymentToken(cardNumber?: string): Promise<Body> {
  const { status, body } = await requestPaymentToken(await merchantSession(), cardNumber);
  expect(status).toBe(200);
  return body;
}

function exchange(token: unknown, headers: Record<string, string> = secret) {
  return call('POST', '/v1/apple-pay/tokens', { body: { paymentToken: token }, headers });
}

function pay(cardToken: string, orderCode: string, amount = 1000) {
  return call('POST', '/v1/payments', {
    body: { token: cardToken, amount, currency: 'EUR', orderCode, returnUrl: `${STOREFRONT}/en/payment/card.sandbox.html` },
    headers: { ...secret, 'idempotency-key': `key-${orderCode}` },
  });
}

async function stats(orderCode: string) {
  const { body } = await call('GET', `/v1/stats?orderCode=${orderCode}`, { headers: secret });
  return (body['orders'] as Record<string, Record<string, number>>)[orderCode];
}

function paymentDataOf(token: Body) {
  return token['paymentData'] as {
    data: string;
    signature: string;
    header: { ephemeralPublicKey: string; publicKeyHash: string; transactionId: string };
  };
}

describe('Apple Pay merchant validation (POST /v1/apple-pay/sessions)', () => {
  it('answers an Apple-shaped merchant session for an Apple URL and a storefront domain, valid 5 minutes', async () => {
    const session = await merchantSession();
    expect(session).toMatchObject({
      epochTimestamp: clock,
      expiresAt: clock + 5 * MINUTE,
      domainName: '127.0.0.1',
      displayName: 'eSIM Shop',
      merchantIdentifier: createHash('sha256').update(MERCHANT_ID).digest('hex').toUpperCase(),
    });
    expect(Object.keys(session).sort()).toEqual([
      'displayName',
      'domainName',
      'epochTimestamp',
      'expiresAt',
      'merchantIdentifier',
      'merchantSessionIdentifier',
      'nonce',
      'signature',
    ]);
    expect(session['merchantSessionIdentifier']).not.toBe((await merchantSession())['merchantSessionIdentifier']);
  });

  it('accepts the regional Apple hosts, the sandbox stand-in URL and every storefront host', async () => {
    for (const validationUrl of [
      'https://apple-pay-gateway-nc-pod1.apple.com/paymentservices/startSession',
      'https://cn-apple-pay-gateway-sh-pod1.apple.com/paymentservices/startSession',
      `${card.base}/apple-pay/validate`,
    ]) {
      expect((await requestSession({ validationUrl, domain: '127.0.0.1', displayName: 'eSIM Shop' })).status, validationUrl).toBe(200);
    }
    expect((await requestSession({ validationUrl: APPLE_URL, domain: 'esim.example', displayName: 'eSIM Shop' })).body).toMatchObject({
      domainName: 'esim.example',
    });
  });

  it('refuses a validation URL that is not Apple’s or the stand-in’s', async () => {
    for (const validationUrl of [
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.evil.example/paymentservices/startSession',
      'https://evil.example/apple-pay-gateway.apple.com',
      'https://apple-pay-gateway.apple.com:8443/paymentservices/startSession',
      'https://user@apple-pay-gateway.apple.com/paymentservices/startSession',
      `${card.base}/apple-pay/other`,
      'not a url',
    ]) {
      const answer = await requestSession({ validationUrl, domain: '127.0.0.1', displayName: 'eSIM Shop' });
      expect(answer, validationUrl).toMatchObject({ status: 400, body: { code: 'invalid_validation_url' } });
    }
  });

  it('refuses a domain that is not a storefront’s, a missing display name, and calls without the secret key', async () => {
    expect(await requestSession({ validationUrl: APPLE_URL, domain: 'evil.example', displayName: 'eSIM Shop' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_domain' },
    });
    expect(await requestSession({ validationUrl: APPLE_URL, displayName: 'eSIM Shop' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_domain' },
    });
    expect(await requestSession({ validationUrl: APPLE_URL, domain: '127.0.0.1' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    const body = { validationUrl: APPLE_URL, domain: '127.0.0.1', displayName: 'eSIM Shop' };
    expect((await requestSession(body, {})).status).toBe(401);
    expect((await requestSession(body, { authorization: 'Bearer pk_test_unit' })).status).toBe(401);
    const preflight = await call('OPTIONS', '/v1/apple-pay/sessions', { headers: { origin: STOREFRONT } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the stand-in validation URL as an address only', async () => {
    expect((await call('GET', '/apple-pay/validate')).status).toBe(200);
    expect((await call('POST', '/apple-pay/validate', { body: {} })).status).toBe(405);
  });
});

describe('Apple Pay payment token, Apple’s side (POST /apple-pay/test/payment-token)', () => {
  it('answers the storefront page with CORS, and an ApplePayPaymentToken without the card number in clear', async () => {
    const preflight = await call('OPTIONS', '/apple-pay/test/payment-token', {
      headers: { origin: STOREFRONT, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const answer = await requestPaymentToken(await merchantSession());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const token = answer.body;
    const { header } = paymentDataOf(token);
    expect(token).toMatchObject({
      paymentData: { version: 'EC_v1' },
      paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'debit' },
      transactionIdentifier: header.transactionId.toUpperCase(),
    });
    expect(header.transactionId).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(token);
    expect(everything).not.toContain('4242424242424242');
    expect(Buffer.from(paymentDataOf(token).data, 'base64').toString('latin1')).not.toContain('4242424242424242');
  });

  it('seals the card as EC_v1 for the gateway’s payment processing key', async () => {
    const token = await paymentToken('4000000000003220');
    const { data, header } = paymentDataOf(token);
    const { publicKey, privateKey } = card.sandbox.ledger.applePay.processingKey;
    expect(header.publicKeyHash).toBe(
      createHash('sha256')
        .update(publicKey.export({ type: 'spki', format: 'der' }))
        .digest('base64'),
    );
    // Apple's EC_v1 decryption, written out independently of the sandbox's code.
    const ephemeral = createPublicKey({ key: Buffer.from(header.ephemeralPublicKey, 'base64'), format: 'der', type: 'spki' });
    const shared = diffieHellman({ privateKey, publicKey: ephemeral });
    const key = createHash('sha256')
      .update(
        Buffer.concat([
          Buffer.from([0, 0, 0, 1]),
          shared,
          Buffer.from([0x0d]),
          Buffer.from('id-aes256-GCMApple'),
          createHash('sha256').update(MERCHANT_ID).digest(),
        ]),
      )
      .digest();
    const sealed = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.alloc(16));
    decipher.setAuthTag(sealed.subarray(-16));
    const plain = JSON.parse(Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]).toString('utf8')) as Body;
    expect(plain).toMatchObject({ applicationPrimaryAccountNumber: '4000000000003220', paymentDataType: '3DSecure' });
    expect(plain['applicationExpirationDate']).toMatch(/^\d{6}$/);
  });

  it('refuses a forged or altered merchant session', async () => {
    const session = await merchantSession();
    expect(await requestPaymentToken({ ...session, displayName: 'Evil Shop' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_merchant_session' },
    });
    expect(await requestPaymentToken({ ...session, expiresAt: Number(session['expiresAt']) + 60 * MINUTE })).toMatchObject({
      status: 400,
      body: { code: 'invalid_merchant_session' },
    });
    expect(await requestPaymentToken({ ...session, signature: 'e30.AAAA' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_merchant_session' },
    });
    expect(await requestPaymentToken({})).toMatchObject({ status: 400, body: { code: 'invalid_merchant_session' } });
  });

  it('refuses an expired merchant session', async () => {
    const session = await merchantSession();
    clock += 5 * MINUTE + 1;
    try {
      expect(await requestPaymentToken(session)).toMatchObject({ status: 400, body: { code: 'merchant_session_expired' } });
    } finally {
      clock -= 5 * MINUTE + 1;
    }
    expect((await requestPaymentToken(session)).status).toBe(200);
  });

  it('refuses a card number that fails the Luhn check with spec §5’s message', async () => {
    expect(await requestPaymentToken(await merchantSession(), '4242424242424241')).toMatchObject({
      status: 400,
      body: { code: 'invalid_cardNumber', error: 'Is not a valid credit card number', field: 'cardNumber' },
    });
  });
});

describe('Apple Pay token exchange (POST /v1/apple-pay/tokens) and debit', () => {
  it('exchanges a payment token for a card token that the ordinary debit charges frictionless', async () => {
    const exchanged = await exchange(await paymentToken());
    expect(exchanged).toMatchObject({ status: 200, body: { last4: '4242', brand: 'visa' } });
    expect(Object.keys(exchanged.body).sort()).toEqual(['brand', 'last4', 'token']);
    const payment = await pay(String(exchanged.body['token']), 'AP-4242', 1500);
    expect(payment.body).toMatchObject({ status: 'succeeded', amount: 1500, last4: '4242' });
    expect(payment.body['challenge']).toBeUndefined();
    expect(await stats('AP-4242')).toMatchObject({ payments: 1, charges: 1, chargedAmount: 1500 });

    const refund = await call('POST', `/v1/payments/${String(payment.body['id'])}/refund`, {
      body: {},
      headers: { ...secret, 'idempotency-key': 'ap-refund' },
    });
    expect(refund).toMatchObject({ status: 200, body: { amount: 1500 } });
  });

  it('skips the 3-D Secure challenge for the challenge card paid with Apple Pay, and only then', async () => {
    const exchanged = await exchange(await paymentToken('4000000000003220'));
    const payment = await pay(String(exchanged.body['token']), 'AP-3220');
    expect(payment.body).toMatchObject({ status: 'succeeded', last4: '3220' });
    expect(await stats('AP-3220')).toMatchObject({ charges: 1 });

    const typed = await call('POST', '/v1/tokens', {
      body: { publicKey: 'pk_test_unit', cardNumber: '4000000000003220', expiry: '12/40', cvv: '123' },
    });
    expect((await pay(String(typed.body['token']), 'CARD-3220')).body).toMatchObject({ status: 'requires_challenge' });
  });

  it('gives the wallet’s card the fingerprint the same number typed in has: one card, counted once (issue 30)', async () => {
    const wallet = await exchange(await paymentToken('4000000000000002'));
    const typed = await call('POST', '/v1/tokens', {
      body: { publicKey: 'pk_test_unit', cardNumber: '4000000000000002', expiry: '12/40', cvv: '123' },
    });
    const fingerprintOf = async (cardToken: unknown) =>
      (await call('GET', `/v1/tokens/${String(cardToken)}`, { headers: secret })).body['cardFingerprint'];
    expect(await fingerprintOf(wallet.body['token'])).toBe(await fingerprintOf(typed.body['token']));
  });

  it('still declines the declined and insufficient-funds cards', async () => {
    const declined = await exchange(await paymentToken('4000000000000002'));
    expect((await pay(String(declined.body['token']), 'AP-0002')).body).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
    });
    const poor = await exchange(await paymentToken('4000000000009995'));
    expect((await pay(String(poor.body['token']), 'AP-9995')).body).toMatchObject({
      status: 'declined',
      declineReason: 'insufficient_funds',
    });
    expect(await stats('AP-0002')).toMatchObject({ charges: 0 });
    expect(await stats('AP-9995')).toMatchObject({ charges: 0 });
  });

  it('exchanges a payment token once, even under 20 concurrent exchanges', async () => {
    const token = await paymentToken();
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body['code'] === 'token_already_used')).toHaveLength(19);
    expect(await exchange(token)).toMatchObject({ status: 409, body: { code: 'token_already_used' } });
  });

  it('refuses edited data, header, identifier or signature', async () => {
    const token = await paymentToken();
    const paymentData = paymentDataOf(token);
    const data = Buffer.from(paymentData.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    const other = paymentDataOf(await paymentToken());
    const edits = [
      { ...token, paymentData: { ...paymentData, data: data.toString('base64') } },
      { ...token, paymentData: { ...paymentData, header: { ...paymentData.header, ephemeralPublicKey: other.header.ephemeralPublicKey } } },
      { ...token, paymentData: { ...paymentData, signature: other.signature } },
      { ...token, transactionIdentifier: other.header.transactionId.toUpperCase() },
      { ...token, paymentData: { ...paymentData, version: 'RSA_v1' } },
      'not a token',
    ];
    for (const edited of edits) expect(await exchange(edited)).toMatchObject({ status: 400, body: { code: 'invalid_payment_token' } });
    // None of the refusals spent it.
    expect((await exchange(token)).status).toBe(200);
  });

  it('refuses a payment token signed more than 5 minutes ago, and calls without the secret key', async () => {
    const token = await paymentToken();
    expect((await exchange(token, {})).status).toBe(401);
    clock += 5 * MINUTE + 1;
    try {
      expect(await exchange(token)).toMatchObject({ status: 400, body: { code: 'payment_token_expired' } });
    } finally {
      clock -= 5 * MINUTE + 1;
    }
  });

  it('refuses a payment token from another gateway', async () => {
    const stranger = createCardSandbox({ ...card.sandbox.ledger.settings });
    await new Promise<void>((resolve) => stranger.server.listen(0, '127.0.0.1', resolve));
    try {
      const strangerBase = `http://127.0.0.1:${(stranger.server.address() as AddressInfo).port}`;
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${strangerBase}${path}`, {
          method: 'POST',
          headers: { ...secret, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as Body;
      };
      const session = await post('/v1/apple-pay/sessions', { validationUrl: APPLE_URL, domain: '127.0.0.1', displayName: 'eSIM Shop' });
      const foreign = await post('/apple-pay/test/payment-token', { merchantSession: session });
      expect(await exchange(foreign)).toMatchObject({ status: 400, body: { code: 'invalid_payment_token' } });
      expect(await requestPaymentToken(session)).toMatchObject({ status: 400, body: { code: 'invalid_merchant_session' } });
    } finally {
      await stranger.close();
    }
  });
});
