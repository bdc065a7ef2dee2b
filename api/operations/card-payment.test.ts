import { describe, expect, it } from 'vitest';
import { ShopError } from '../errors';
import { cardDebitInputSchema, type CardPaymentConfig } from '../schemas/card-payment';
import { debitCard, finishCardPayment, tokenizeCard } from './card-payment';
import { challengeIdOf, sandboxReturnUrl } from './card-sandbox-challenge';
import { clientAnswering, rejection } from '../test-support/answering-client';

const config: CardPaymentConfig = { provider: 'sandbox', tokenizationUrl: 'http://127.0.0.1:3002/', publicKey: 'pk_x', sandbox: true };
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvv: '123' };
const browser = { language: 'en', colorDepth: 24, screenHeight: 800, screenWidth: 1280, timezoneOffset: 0 };

function answering(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

describe('tokenizeCard', () => {
  it('posts the card with the public key to the gateway’s own origin, without the shop’s cookies', async () => {
    const seen: Request[] = [];
    const token = await tokenizeCard(config, card, { fetch: answering(200, { token: 'tok_1', last4: '4242', brand: 'visa' }, seen) });
    expect(token).toEqual({ token: 'tok_1', last4: '4242', brand: 'visa' });
    expect(seen[0]?.url).toBe('http://127.0.0.1:3002/v1/tokens');
    expect(seen[0]?.credentials).toBe('omit');
    expect(await seen[0]?.json()).toEqual({ publicKey: 'pk_x', ...card });
  });

  it('raises the gateway’s error field as the message, with the field it names (spec §8)', async () => {
    const body = { error: 'Is not a valid credit card number', code: 'invalid_cardNumber', field: 'cardNumber' };
    const error = await rejection(tokenizeCard(config, card, { fetch: answering(400, body) }));
    expect(error.message).toBe('Is not a valid credit card number');
    expect(error.detail).toEqual({ kind: 'http', status: 400, code: 'invalid_cardNumber', message: body.error, fields: { cardNumber: body.error } });
  });

  it('never carries the card in its error: network failure, timeout and an unreadable answer', async () => {
    const failing: typeof fetch = async () => Promise.reject(new TypeError('fetch failed'));
    const network = await rejection(tokenizeCard(config, card, { fetch: failing }));
    expect(network.detail).toEqual({ kind: 'network' });
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect((await rejection(tokenizeCard(config, card, { fetch: hanging, timeoutMs: 20 }))).detail).toEqual({ kind: 'timeout' });
    const odd = await rejection(tokenizeCard(config, card, { fetch: answering(200, { token: 'tok_1' }) }));
    expect(odd.detail.kind).toBe('schema');
    for (const error of [network, odd]) expect(JSON.stringify({ ...error, message: error.message })).not.toContain('4242');
  });
});

describe('the debit payload', () => {
  it('has no card field and no amount, and refuses them before anything is sent', async () => {
    expect(Object.keys(cardDebitInputSchema.shape).sort()).toEqual(['browser', 'customer', 'token']);
    const calls: Array<Record<string, unknown>> = [];
    const client = clientAnswering({}, calls);
    for (const smuggled of [{ cardNumber: '4242424242424242' }, { cvv: '123' }, { expiry: '12/40' }, { amount: 1 }]) {
      const error = await rejection(debitCard(client, { token: 'tok_1', browser, ...smuggled } as Parameters<typeof debitCard>[1]));
      expect(error.detail).toMatchObject({ kind: 'http', status: 400, code: 'BAD_USER_INPUT' });
    }
    expect(calls).toEqual([]);
  });

  it('maps the one GraphQL object onto the contract’s union', async () => {
    const answer = (fields: Record<string, unknown>) =>
      clientAnswering({ debitCard: { orderCode: null, transactionRef: null, challengeUrl: null, message: null, declineCode: null, ...fields } });
    expect(await debitCard(answer({ status: 'succeeded', orderCode: 'O1', transactionRef: 'pay_1' }), { token: 't', browser })).toEqual({
      status: 'succeeded',
      orderCode: 'O1',
      transactionRef: 'pay_1',
    });
    expect(await debitCard(answer({ status: 'challenge', transactionRef: 'pay_1', challengeUrl: 'http://shop/en/test-simulator?ref=ch_1' }), { token: 't', browser })).toEqual({
      status: 'challenge',
      transactionRef: 'pay_1',
      challengeUrl: 'http://shop/en/test-simulator?ref=ch_1',
    });
    expect(await debitCard(answer({ status: 'declined', message: 'No', declineCode: 'card_declined' }), { token: 't', browser })).toEqual({
      status: 'declined',
      transactionRef: null,
      message: 'No',
      declineCode: 'card_declined',
    });
  });

  it('gives the backend’s card errors their statuses', async () => {
    for (const [code, status] of [
      ['CARD_GATEWAY_TIMEOUT', 504],
      ['CARD_GATEWAY_UNAVAILABLE', 503],
      ['CARD_PAYMENT_IN_PROGRESS', 409],
      ['CARD_PAYMENT_NOT_READY', 409],
      ['FORBIDDEN', 403],
    ] as const) {
      const client = clientAnswering(new ShopError('debitCard', { kind: 'http', status: 500, code, message: 'm' }));
      expect((await rejection(debitCard(client, { token: 't', browser }))).detail).toEqual({ kind: 'http', status, code, message: 'm' });
    }
  });

  it('finishCardPayment answers the order code, or the decline and its message', async () => {
    const input = { transactionRef: 'pay_1', md: 'md', paRes: 'pa', cres: 'cr' };
    const answer = (fields: Record<string, unknown>) => clientAnswering({ finishCardPayment: { orderCode: null, message: null, declineCode: null, ...fields } });
    expect(await finishCardPayment(answer({ status: 'succeeded', orderCode: 'O1' }), input)).toEqual({ status: 'succeeded', orderCode: 'O1' });
    expect(await finishCardPayment(answer({ status: 'declined', message: 'Could not verify your payment', declineCode: 'verification_failed' }), input)).toEqual({
      status: 'declined',
      message: 'Could not verify your payment',
      declineCode: 'verification_failed',
    });
  });
});

describe('the sandbox challenge page helpers', () => {
  it('read the challenge id of a debit’s challengeUrl and build the return address', () => {
    expect(challengeIdOf('http://shop/fr/test-simulator?ref=ch_a-b')).toBe('ch_a-b');
    expect(challengeIdOf('http://shop/fr/test-simulator')).toBeUndefined();
    expect(sandboxReturnUrl({ md: 'm d', paRes: 'p', cres: 'c.s', returnUrl: 'http://shop/fr/payment/sandbox.html' })).toBe(
      'http://shop/fr/payment/sandbox.html?md=m+d&paRes=p&cres=c.s',
    );
  });
});
