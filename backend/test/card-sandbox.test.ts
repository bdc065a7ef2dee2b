import { describe, expect, it } from 'vitest';

import { readSandboxSettings } from '../sandbox/card-acquirer/settings';
import { useCardSandbox } from './support/card-sandbox';

const STOREFRONT = 'http://127.0.0.1:3999';
const SECRET = 'sk_test_unit';
const card = useCardSandbox(() => ({
  ...readSandboxSettings({ STOREFRONT_ORIGIN: STOREFRONT, CARD_SANDBOX_SECRET_KEY: SECRET, CARD_SANDBOX_PUBLIC_KEY: 'pk_test_unit' }),
  slowAnswerMs: 200,
}));
const call = card.call;

const secret = { authorization: `Bearer ${SECRET}` };

async function token(cardNumber: string): Promise<string> {
  const { status, body } = await call('POST', '/v1/tokens', {
    body: { publicKey: 'pk_test_unit', cardNumber, expiry: '12/40', cvv: '123' },
  });
  expect(status).toBe(200);
  return String(body['token']);
}

function pay(tokenValue: string, key: string, orderCode: string, amount = 1000) {
  return call('POST', '/v1/payments', {
    body: { token: tokenValue, amount, currency: 'EUR', orderCode, returnUrl: `${STOREFRONT}/en/payment/card.sandbox.html` },
    headers: { ...secret, 'idempotency-key': key },
  });
}

async function stats(orderCode: string) {
  const { body } = await call('GET', `/v1/stats?orderCode=${orderCode}`, { headers: secret });
  return (body['orders'] as Record<string, Record<string, number>>)[orderCode];
}

describe('sandbox tokenization', () => {
  it('answers no page of another origin, the shop’s included: only the hosted fields (its own origin) tokenize (issue 15)', async () => {
    const preflight = await call('OPTIONS', '/v1/tokens', { headers: { origin: STOREFRONT, 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const fromShopPage = await call('POST', '/v1/tokens', {
      body: { publicKey: 'pk_test_unit', cardNumber: '4242424242424242', expiry: '12/40', cvv: '123' },
      headers: { origin: STOREFRONT },
    });
    expect(fromShopPage.headers.get('access-control-allow-origin')).toBeNull();
    // The challenge page is the shop's (its test simulator): it keeps CORS, for the storefront only.
    const challenge = await call('OPTIONS', '/v1/challenges/ch_12345', {
      headers: { origin: STOREFRONT, 'access-control-request-method': 'POST' },
    });
    expect(challenge.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const other = await call('OPTIONS', '/v1/challenges/ch_12345', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const serverToServer = await call('OPTIONS', '/v1/payments', { headers: { origin: STOREFRONT } });
    expect(serverToServer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a wrong public key and a bad card with the field and spec §5 message', async () => {
    expect(
      (await call('POST', '/v1/tokens', { body: { publicKey: 'pk_other', cardNumber: '4242424242424242', expiry: '12/40', cvv: '123' } }))
        .status,
    ).toBe(401);
    const bad = await call('POST', '/v1/tokens', {
      body: { publicKey: 'pk_test_unit', cardNumber: '4242424242424241', expiry: '12/40', cvv: '123' },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Is not a valid credit card number', field: 'cardNumber' } });
  });
});

describe('sandbox tokenization of American Express (issue 15: a 4-digit CID was refused)', () => {
  const tokenize = (cvv: string) =>
    call('POST', '/v1/tokens', { body: { publicKey: 'pk_test_unit', cardNumber: '3782 822463 10005', expiry: '12/40', cvv } });

  it('takes the 4-digit CID and names the brand', async () => {
    expect(await tokenize('1234')).toMatchObject({ status: 200, body: { last4: '0005', brand: 'amex' } });
  });

  it('refuses 3 digits for Amex, and 4 for Visa, each saying how many digits its card needs', async () => {
    expect(await tokenize('123')).toMatchObject({
      status: 400,
      body: { field: 'cvv', code: 'invalid_cvv', error: 'Needs to be 4 digits' },
    });
    const visa = await call('POST', '/v1/tokens', {
      body: { publicKey: 'pk_test_unit', cardNumber: '4242424242424242', expiry: '12/40', cvv: '1234' },
    });
    expect(visa).toMatchObject({ status: 400, body: { field: 'cvv', error: 'Needs to be 3 digits' } });
  });
});

describe('sandbox payments', () => {
  it('refuse calls without the secret key', async () => {
    expect((await call('POST', '/v1/payments', { body: {}, headers: { 'idempotency-key': 'k' } })).status).toBe(401);
    expect((await call('GET', '/v1/stats')).status).toBe(401);
  });

  it('20 concurrent requests with one idempotency key make one payment and one charge', async () => {
    const tokenValue = await token('4242424242424242');
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(tokenValue, 'key-concurrent', 'ORDER-C')));
    expect(new Set(answers.map((answer) => answer.body['id'])).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200 && answer.body['status'] === 'succeeded')).toBe(true);
    expect(await stats('ORDER-C')).toMatchObject({ paymentRequests: 20, payments: 1, charges: 1, chargedAmount: 1000 });
  });

  it('the same key with another amount is 409; a spent token cannot pay again under another key', async () => {
    const tokenValue = await token('4242424242424242');
    expect((await pay(tokenValue, 'key-amount', 'ORDER-A', 1000)).status).toBe(200);
    expect(await pay(tokenValue, 'key-amount', 'ORDER-A', 999)).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
    expect(await pay(tokenValue, 'key-other', 'ORDER-A', 1000)).toMatchObject({ status: 400, body: { code: 'token_used' } });
    expect(await stats('ORDER-A')).toMatchObject({ charges: 1 });
  });

  it('declines the declined (three numbers) and insufficient-funds cards without charging', async () => {
    for (const [index, number] of ['4000000000000069', '4000000000000127'].entries())
      expect((await pay(await token(number), `key-d-more-${index}`, 'ORDER-D2')).body).toMatchObject({ declineReason: 'card_declined' });
    expect((await pay(await token('4000000000000002'), 'key-d1', 'ORDER-D')).body).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
    });
    expect((await pay(await token('4000000000009995'), 'key-d2', 'ORDER-D')).body).toMatchObject({
      status: 'declined',
      declineReason: 'insufficient_funds',
    });
    expect(await stats('ORDER-D')).toMatchObject({ payments: 2, charges: 0 });
  });

  it('holds the timeout card, shows it processing meanwhile, then declines it uncharged', async () => {
    const pending = pay(await token('4000000000000119'), 'key-slow', 'ORDER-T');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await call('GET', '/v1/payments?idempotencyKey=key-slow', { headers: secret })).body).toMatchObject({ status: 'processing' });
    expect((await pending).body).toMatchObject({ status: 'declined', declineReason: 'processing_timeout' });
    expect(await stats('ORDER-T')).toMatchObject({ charges: 0 });
  });

  it('refunds a succeeded payment once per key, never more than was taken', async () => {
    const { body } = await pay(await token('4242424242424242'), 'key-refund', 'ORDER-R', 700);
    const id = String(body['id']);
    const refund = () => call('POST', `/v1/payments/${id}/refund`, { body: {}, headers: { ...secret, 'idempotency-key': 'refund-1' } });
    const first = await refund();
    expect(first).toMatchObject({ status: 200, body: { amount: 700 } });
    expect((await refund()).body['id']).toBe(first.body['id']);
    expect((await call('POST', `/v1/payments/${id}/refund`, { body: { amount: 1 }, headers: secret })).status).toBe(400);
    expect(await stats('ORDER-R')).toMatchObject({ refunds: 1, refundedAmount: 700 });
  });
});

describe('sandbox card fingerprints (issue 30: the shop counts a card’s declines, never seeing its number)', () => {
  async function described(tokenValue: string) {
    return call('GET', `/v1/tokens/${tokenValue}`, { headers: secret });
  }

  it('describe a token to the shop’s server alone: brand, last four and a fingerprint, never the number', async () => {
    const tokenValue = await token('4000000000000002');
    expect((await call('GET', `/v1/tokens/${tokenValue}`)).status).toBe(401);
    const { status, body } = await described(tokenValue);
    expect(status).toBe(200);
    expect(body).toEqual({ token: tokenValue, brand: 'visa', last4: '0002', cardFingerprint: expect.stringMatching(/^[\w-]{16}$/) });
    expect(JSON.stringify(body)).not.toContain('4000000000000002');
  });

  it('give one card number one fingerprint whatever the token or expiry; another number another', async () => {
    const first = (await described(await token('4000000000000002'))).body['cardFingerprint'];
    const again = await call('POST', '/v1/tokens', {
      body: { publicKey: 'pk_test_unit', cardNumber: '4000 0000 0000 0002', expiry: '11/39', cvv: '999' },
    });
    expect((await described(String(again.body['token']))).body['cardFingerprint']).toBe(first);
    expect((await described(await token('4000000000009995'))).body['cardFingerprint']).not.toBe(first);
  });

  it('name the paying card’s fingerprint on the payment; a used token still describes its card, an unknown one is 404', async () => {
    const tokenValue = await token('4000000000000069');
    const fingerprint = (await described(tokenValue)).body['cardFingerprint'];
    expect((await pay(tokenValue, 'key-fingerprint', 'ORDER-F')).body).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
      cardFingerprint: fingerprint,
    });
    expect((await described(tokenValue)).body['cardFingerprint']).toBe(fingerprint);
    expect(await described('tok_unknown')).toMatchObject({ status: 404, body: { code: 'invalid_token' } });
  });
});

describe('sandbox 3-D Secure challenge', () => {
  async function challenged(orderCode: string) {
    const { body } = await pay(await token('4000000000003220'), `key-${orderCode}`, orderCode);
    const challenge = body['challenge'] as { id: string; md: string };
    return { paymentId: String(body['id']), challenge };
  }

  it('charges only when the merchant verifies an approved challenge, and once', async () => {
    const { paymentId, challenge } = await challenged('ORDER-3DS');
    const view = await call('GET', `/v1/challenges/${challenge.id}`, { headers: { origin: STOREFRONT } });
    expect(view).toMatchObject({ status: 200, body: { status: 'pending', amount: 1000, last4: '3220' } });
    expect(view.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const result = await call('POST', `/v1/challenges/${challenge.id}`, { body: { outcome: 'approve' } });
    expect(result.body).toMatchObject({ md: challenge.md, returnUrl: `${STOREFRONT}/en/payment/card.sandbox.html` });
    expect(await stats('ORDER-3DS')).toMatchObject({ charges: 0 });

    const verify = () => call('POST', `/v1/payments/${paymentId}/verify`, { body: result.body, headers: secret });
    expect((await verify()).body).toMatchObject({ status: 'succeeded' });
    expect(await verify()).toMatchObject({ status: 409, body: { status: 'succeeded' } });
    expect(await stats('ORDER-3DS')).toMatchObject({ charges: 1 });
    expect((await call('POST', `/v1/challenges/${challenge.id}`, { body: { outcome: 'approve' } })).status).toBe(409);
  });

  it('refuses a forged result, and a cres of another payment, changing nothing: the genuine result still charges (issue 30)', async () => {
    const first = await challenged('ORDER-F1');
    const second = await challenged('ORDER-F2');
    const firstResult = (await call('POST', `/v1/challenges/${first.challenge.id}`, { body: { outcome: 'approve' } })).body;
    const secondResult = (await call('POST', `/v1/challenges/${second.challenge.id}`, { body: { outcome: 'approve' } })).body;
    const refused = { status: 400, body: { code: 'challenge_result_invalid', status: 'requires_challenge' } };
    const borrowed = await call('POST', `/v1/payments/${second.paymentId}/verify`, {
      body: { ...firstResult, md: second.challenge.md },
      headers: secret,
    });
    expect(borrowed).toMatchObject(refused);
    for (const body of [{ ...firstResult, cres: 'e30.AAAA' }, { md: 'x', paRes: 'y', cres: 'z' }, {}]) {
      expect(await call('POST', `/v1/payments/${first.paymentId}/verify`, { body, headers: secret })).toMatchObject(refused);
    }
    expect((await call('GET', `/v1/payments/${first.paymentId}`, { headers: secret })).body).toMatchObject({
      status: 'requires_challenge',
    });
    expect(await stats('ORDER-F1')).toMatchObject({ charges: 0 });
    expect(await stats('ORDER-F2')).toMatchObject({ charges: 0 });

    expect((await call('POST', `/v1/payments/${first.paymentId}/verify`, { body: firstResult, headers: secret })).body).toMatchObject({
      status: 'succeeded',
    });
    expect((await call('POST', `/v1/payments/${second.paymentId}/verify`, { body: secondResult, headers: secret })).body).toMatchObject({
      status: 'succeeded',
    });
    expect(await stats('ORDER-F1')).toMatchObject({ charges: 1 });
    expect(await stats('ORDER-F2')).toMatchObject({ charges: 1 });
  });

  it('refuses a result sent before the shopper answered the challenge', async () => {
    const { paymentId, challenge } = await challenged('ORDER-EARLY');
    expect(
      await call('POST', `/v1/payments/${paymentId}/verify`, { body: { md: challenge.md, paRes: '', cres: '' }, headers: secret }),
    ).toMatchObject({ status: 400, body: { code: 'challenge_result_invalid' } });
    expect(await stats('ORDER-EARLY')).toMatchObject({ charges: 0 });
  });

  it('declines a declined or abandoned challenge with its reason', async () => {
    for (const [outcome, reason] of [
      ['decline', 'authentication_failed'],
      ['abandon', 'challenge_abandoned'],
    ] as const) {
      const { paymentId, challenge } = await challenged(`ORDER-${outcome}`);
      const result = (await call('POST', `/v1/challenges/${challenge.id}`, { body: { outcome } })).body;
      expect((await call('POST', `/v1/payments/${paymentId}/verify`, { body: result, headers: secret })).body).toMatchObject({
        status: 'declined',
        declineReason: reason,
      });
    }
  });
});
