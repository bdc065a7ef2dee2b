import { describe, expect, it } from 'vitest';
import { ShopError } from '../../errors';
import { cardDebitInputSchema, debitCard, finishCardPayment, type CardPaymentConfig } from './card-payment';
import { challengeIdOf, completeSandboxChallenge, sandboxReturnUrl } from './card-sandbox-challenge';
import { clientAnswering, rejection } from '../../test-support/answering-client';

const config: CardPaymentConfig = { provider: 'sandbox', tokenizationUrl: 'http://127.0.0.1:3002/', publicKey: 'pk_x', sandbox: true };
const browser = { language: 'en', colorDepth: 24, screenHeight: 800, screenWidth: 1280, timezoneOffset: 0 };

function answering(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

describe('calls from the browser to the gateway’s own origin (the sandbox challenge page)', () => {
  const answer = { md: 'md_1', paRes: 'pares', cres: 'cres', returnUrl: 'http://127.0.0.1:3000/en/payment/sandbox.html' };

  it('post to the gateway’s origin without the shop’s cookies', async () => {
    const seen: Request[] = [];
    expect(await completeSandboxChallenge(config, 'ch_1234', 'approve', { fetch: answering(200, answer, seen) })).toEqual(answer);
    expect(seen[0]?.url).toBe('http://127.0.0.1:3002/v1/challenges/ch_1234');
    expect(seen[0]?.credentials).toBe('omit');
    expect(await seen[0]?.json()).toEqual({ outcome: 'approve' });
  });

  it('raise the gateway’s error field as the message, with its code (spec §8)', async () => {
    const body = { error: 'This challenge was already completed', code: 'challenge_completed' };
    const error = await rejection(completeSandboxChallenge(config, 'ch_1234', 'approve', { fetch: answering(409, body) }));
    expect(error.message).toBe(body.error);
    expect(error.detail).toEqual({ kind: 'http', status: 409, code: 'challenge_completed', message: body.error });
  });

  it('turn a network failure, a timeout and an unreadable answer into the shop’s errors', async () => {
    const failing: typeof fetch = async () => Promise.reject(new TypeError('fetch failed'));
    expect((await rejection(completeSandboxChallenge(config, 'ch_1234', 'approve', { fetch: failing }))).detail).toEqual({
      kind: 'network',
    });
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect((await rejection(completeSandboxChallenge(config, 'ch_1234', 'approve', { fetch: hanging, timeoutMs: 20 }))).detail).toEqual({
      kind: 'timeout',
    });
    const odd = await rejection(completeSandboxChallenge(config, 'ch_1234', 'approve', { fetch: answering(200, { md: 'md_1' }) }));
    expect(odd.detail.kind).toBe('schema');
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
      clientAnswering({
        debitCard: { orderCode: null, transactionRef: null, challengeUrl: null, message: null, declineCode: null, ...fields },
      });
    expect(await debitCard(answer({ status: 'succeeded', orderCode: 'O1', transactionRef: 'pay_1' }), { token: 't', browser })).toEqual({
      status: 'succeeded',
      orderCode: 'O1',
      transactionRef: 'pay_1',
    });
    expect(
      await debitCard(answer({ status: 'challenge', transactionRef: 'pay_1', challengeUrl: 'http://shop/en/test-simulator?ref=ch_1' }), {
        token: 't',
        browser,
      }),
    ).toEqual({
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
    const answer = (fields: Record<string, unknown>) =>
      clientAnswering({ finishCardPayment: { orderCode: null, message: null, declineCode: null, ...fields } });
    expect(await finishCardPayment(answer({ status: 'succeeded', orderCode: 'O1' }), input)).toEqual({
      status: 'succeeded',
      orderCode: 'O1',
    });
    expect(
      await finishCardPayment(
        answer({ status: 'declined', message: 'Could not verify your payment', declineCode: 'verification_failed' }),
        input,
      ),
    ).toEqual({
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
