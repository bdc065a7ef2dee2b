import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor, type AnyActorLogic } from 'xstate';

import { createShopClient } from '@shop/api';
import {
  PENDING_REDIRECT_MS,
  selectFailure,
  selectPaymentDisplay,
  THANK_YOU_REDIRECT_MS,
  type WalletPaymentInput,
  walletPaymentMachine,
} from '@shop/machines/payment/wallet';
import type { BrowserApplePaySessionClass } from '@shop/machines/payment/apple-pay';
import { cardPaymentMachine } from '@shop/machines/payment/card';

import { paymentStorage } from './payment-storage';
import { abortedByStop, heldShopClient } from '../../lib/shop-api/held-shop-client.test-support';
import { applePayActors, cardPaymentActors, walletPaymentActors, type PaymentHost } from './payment.actors';

interface SentRequest {
  url: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A Shop API that answers every request with `answer` and records what it was asked. */
function fakeShopApi(answer: unknown) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body = (await request.json()) as { query: string; variables: Record<string, unknown> };
    sent.push({ url: request.url, query: body.query, variables: body.variables });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  // ky hands `fetch` a Request; the client's option is typed as the global fetch.
  const client = createShopClient({
    shopApiUrl: 'http://shop.test/shop-api',
    locale: 'fr',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, sent };
}

/** The browser's storage as far as the payment storage uses it. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let calls: string[];
let host: PaymentHost & { navigate: ReturnType<typeof vi.fn>; cart: { send: ReturnType<typeof vi.fn> } };
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  calls = [];
  assign = vi.fn((url: string) => calls.push(`assign ${url}`));
  vi.stubGlobal('window', { location: { assign }, localStorage: memoryStorage() });
  host = {
    navigate: vi.fn((to: string, options: { replace: boolean }) => {
      calls.push(`navigate ${to}${options.replace ? ' (replace)' : ''} with order ${paymentStorage.readOrder() ?? 'none'}`);
    }),
    cart: { send: vi.fn((event: { type: string }) => calls.push(event.type)) },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Runs one actor of an actors file to its answer. */
function answerOf<Output>(logic: AnyActorLogic, input: unknown): Promise<Output> {
  return toPromise(createActor(logic, { input }).start()) as Promise<Output>;
}

describe('walletPaymentActors', () => {
  it('starts the payment through the Shop API in the shopper’s language and answers where to approve', async () => {
    const api = fakeShopApi({
      data: { startWalletPayment: { approveUrl: 'https://paypal.test/checkoutnow?token=EC-1', walletOrderId: 'EC-1' } },
    });
    const approval = await answerOf<{ approveUrl: string }>(walletPaymentActors(api.client, host).actors.startWalletPayment, {
      method: 'paypal',
    });
    expect(approval.approveUrl).toBe('https://paypal.test/checkoutnow?token=EC-1');
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.query).toContain('startWalletPayment');
    expect(api.sent[0]?.variables).toEqual({ input: { method: 'paypal' } });
    expect(new URL(api.sent[0]?.url ?? '').searchParams.get('languageCode')).toBe('fr');
  });

  it('finishes with the return’s token and payer id and answers the placed order', async () => {
    const api = fakeShopApi({ data: { finishWalletPayment: { orderCode: 'ORD-7', paymentStatus: 'PAID' } } });
    const result = await answerOf(walletPaymentActors(api.client, host).actors.finishWalletPayment, { token: 'EC-1', payerId: 'PAYER-9' });
    expect(result).toEqual({ orderCode: 'ORD-7', paymentStatus: 'PAID' });
    expect(api.sent[0]?.query).toContain('finishWalletPayment');
    expect(api.sent[0]?.variables).toEqual({ input: { token: 'EC-1', payerId: 'PAYER-9' } });
  });

  it.each(['startWalletPayment', 'finishWalletPayment'] as const)(
    'a stopped %s actor aborts its request (the page was left)',
    async (name) => {
      const held = heldShopClient();
      const input = name === 'startWalletPayment' ? { method: 'paypal' } : { token: 'EC-1', payerId: 'PAYER-9' };
      const { request, aborted } = await abortedByStop(walletPaymentActors(held.client, host).actors[name], input, held);
      expect(request.body).toContain(name);
      expect(aborted).toBe(true);
    },
  );
});

describe('cardPaymentActors', () => {
  it.each([
    ['loadConfig', undefined],
    ['finish', { transactionRef: 'T-1', md: 'MD', paRes: '', cres: 'C' }],
  ] as const)('a stopped %s actor aborts its request', async (name, input) => {
    const held = heldShopClient();
    const { aborted } = await abortedByStop(cardPaymentActors(held.client, host, null).actors[name], input, held);
    expect(aborted).toBe(true);
  });

  it('a stopped debit aborts its request', async () => {
    vi.stubGlobal('navigator', { language: 'fr-FR', userAgent: 'test' });
    vi.stubGlobal('window', { screen: { colorDepth: 24, height: 800, width: 1200 } });
    const held = heldShopClient();
    const { request, aborted } = await abortedByStop(cardPaymentActors(held.client, host, null).actors.debit, { token: 'tok_1' }, held);
    expect(request.body).toContain('"token":"tok_1"');
    expect(aborted).toBe(true);
  });

  it('refuses to tokenize without hosted fields on screen', async () => {
    const tokenize = answerOf(cardPaymentActors(fakeShopApi({}).client, host, null).actors.tokenize, { config: {} });
    await expect(tokenize).rejects.toMatchObject({ detail: { kind: 'http', status: 409, code: 'fields_unavailable' } });
  });
});

describe('the card machine with these actors', () => {
  // The one ending every payment shares (`goToThankYou`): here after 3-D Secure, on the return page.
  it('finishes 3-D Secure, shows the confirmation, then replaces the page with thank-you, the order remembered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = fakeShopApi({
      data: { finishCardPayment: { status: 'succeeded', orderCode: 'ORD-3DS', message: null, declineCode: null } },
    });
    const finish = { transactionRef: 'T-1', md: 'MD', paRes: '', cres: 'C' };
    const actor = createActor(cardPaymentMachine.provide(cardPaymentActors(api.client, host, null)), { input: { mode: 'finish', finish } });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('confirmed'));

    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['cart.refresh', 'navigate /fr/thank-you.html (replace) with order ORD-3DS']);
    expect(api.sent).toHaveLength(1);
  });
});

describe('applePayActors', () => {
  // The sheet is not opened here: only the two requests are run.
  const noSheet = class {} as unknown as BrowserApplePaySessionClass;

  it('a stopped merchant validation aborts its request (the sheet was closed)', async () => {
    const held = heldShopClient();
    const logic = applePayActors(held.client, host, noSheet).actors.validateMerchant;
    const { request, aborted } = await abortedByStop(
      logic,
      { validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
      held,
    );
    expect(request.body).toContain('applePayMerchantSession');
    expect(aborted).toBe(true);
  });

  it('a stopped payment aborts its request (the page was left)', async () => {
    vi.stubGlobal('navigator', { language: 'fr-FR', userAgent: 'test' });
    vi.stubGlobal('window', { screen: { colorDepth: 24, height: 800, width: 1200 } });
    const held = heldShopClient();
    const logic = applePayActors(held.client, host, noSheet).actors.authorizePayment;
    const paymentToken = {
      paymentData: { version: 'EC_v1', data: 'x', signature: 'y', header: {} },
      paymentMethod: {},
      transactionIdentifier: 't',
    };
    const { request, aborted } = await abortedByStop(logic, { paymentToken }, held);
    expect(request.body).toContain('payWithApplePay');
    expect(aborted).toBe(true);
  });
});

describe('the wallet machine with these actors', () => {
  function run(input: WalletPaymentInput, answer: unknown) {
    const api = fakeShopApi(answer);
    const actor = createActor(walletPaymentMachine.provide(walletPaymentActors(api.client, host)), { input });
    actor.start();
    return { actor, api };
  }

  it('finishes a return once, shows the confirmation, then replaces the page with thank-you', async () => {
    // Only the clock is faked: the fake Shop API still answers through real promises.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, api } = run(
      { mode: 'return', token: ' EC-1 ', payerId: 'PAYER-9' },
      { data: { finishWalletPayment: { orderCode: 'ORD-7', paymentStatus: 'PAID' } } },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('confirmed'));
    expect(api.sent.map((request) => request.variables)).toEqual([{ input: { token: 'EC-1', payerId: 'PAYER-9' } }]);

    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['cart.refresh', 'navigate /fr/thank-you.html (replace) with order ORD-7']);
    expect(api.sent).toHaveLength(1);
  });

  // Issue 15: PayPal left the capture pending; the order is placed and the thank-you page follows it.
  it('a payment PayPal is still confirming shows pending, then replaces the page with thank-you, the order remembered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor } = run(
      { mode: 'return', token: 'EC-1', payerId: 'PAYER-9' },
      { data: { finishWalletPayment: { orderCode: 'ORD-8', paymentStatus: 'PENDING' } } },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('pending'));
    expect(selectPaymentDisplay(actor.getSnapshot())).toBe('pending');
    await vi.advanceTimersByTimeAsync(PENDING_REDIRECT_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['cart.refresh', 'navigate /fr/thank-you.html (replace) with order ORD-8']);
  });

  it('shows a refused capture as its failure and stays on the page until "Try again" leads back to payment', async () => {
    const { actor } = run(
      { mode: 'return', token: 'EC-1', payerId: 'PAYER-9' },
      { errors: [{ message: 'Amount changed', extensions: { code: 'WALLET_AMOUNT_CHANGED' } }] },
    );
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(selectFailure(actor.getSnapshot())?.code).toBe('amountChanged');
    expect(calls).toEqual([]);
    actor.send({ type: 'wallet.retry' });
    expect(calls).toEqual(['navigate /fr/Checkout/Payment (replace) with order none']);
  });

  it('asks nothing of the shop on the cancel page', () => {
    const { actor, api } = run({ mode: 'cancelled', token: 'EC-1' }, {});
    expect(selectFailure(actor.getSnapshot())?.code).toBe('cancelled');
    actor.send({ type: 'wallet.retry' });
    expect(api.sent).toEqual([]);
    expect(calls).toEqual(['navigate /fr/Checkout/Payment (replace) with order none']);
  });

  it('leaves for the approval page the shop answered when the button is pressed', async () => {
    const { actor } = run(
      { mode: 'checkout' },
      { data: { startWalletPayment: { approveUrl: 'https://paypal.test/checkoutnow?token=EC-1', walletOrderId: 'EC-1' } } },
    );
    actor.send({ type: 'wallet.start', method: 'paypal' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(calls).toEqual(['assign https://paypal.test/checkoutnow?token=EC-1']);
  });
});
