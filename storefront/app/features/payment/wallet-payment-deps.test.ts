import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';

import { createShopClient } from '@shop/api';
import {
  createWalletPaymentMachine,
  PENDING_REDIRECT_MS,
  selectFailure,
  selectPaymentDisplay,
  THANK_YOU_REDIRECT_MS,
  type WalletPaymentInput,
} from '@shop/machines/wallet-payment';

import { paymentStorage } from './payment-storage';
import { walletPaymentDeps, type WalletPaymentHost } from './wallet-payment-deps';

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
  const client = () =>
    createShopClient({ shopApiUrl: 'http://shop.test/shop-api', locale: 'fr', fetch: fetch as unknown as typeof globalThis.fetch });
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
let host: WalletPaymentHost & { navigate: ReturnType<typeof vi.fn>; cart: { send: ReturnType<typeof vi.fn> } };
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  calls = [];
  assign = vi.fn((url: string) => calls.push(`assign ${url}`));
  vi.stubGlobal('window', { location: { assign }, localStorage: memoryStorage() });
  host = {
    locale: 'fr',
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

describe('walletPaymentDeps', () => {
  it('starts the payment through the Shop API in the shopper’s language and answers where to approve', async () => {
    const api = fakeShopApi({
      data: { startWalletPayment: { approveUrl: 'https://paypal.test/checkoutnow?token=EC-1', walletOrderId: 'EC-1' } },
    });
    const approval = await walletPaymentDeps(api.client, host).startWalletPayment({ method: 'paypal' }, new AbortController().signal);
    expect(approval.approveUrl).toBe('https://paypal.test/checkoutnow?token=EC-1');
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.query).toContain('startWalletPayment');
    expect(api.sent[0]?.variables).toEqual({ input: { method: 'paypal' } });
    expect(new URL(api.sent[0]?.url ?? '').searchParams.get('languageCode')).toBe('fr');
  });

  it('finishes with the return’s token and payer id and answers the placed order', async () => {
    const api = fakeShopApi({ data: { finishWalletPayment: { orderCode: 'ORD-7', paymentStatus: 'PAID' } } });
    const result = await walletPaymentDeps(api.client, host).finishWalletPayment(
      { token: 'EC-1', payerId: 'PAYER-9' },
      new AbortController().signal,
    );
    expect(result).toEqual({ orderCode: 'ORD-7', paymentStatus: 'PAID' });
    expect(api.sent[0]?.query).toContain('finishWalletPayment');
    expect(api.sent[0]?.variables).toEqual({ input: { token: 'EC-1', payerId: 'PAYER-9' } });
  });

  it('leaves for the wallet’s page with a full navigation', () => {
    walletPaymentDeps(fakeShopApi({}).client, host).redirectToWallet('https://paypal.test/checkoutnow?token=EC-1');
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://paypal.test/checkoutnow?token=EC-1');
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('remembers the order and refreshes the cart before replacing the page with thank-you', () => {
    walletPaymentDeps(fakeShopApi({}).client, host).goToThankYou('ORD-7');
    expect(paymentStorage.readOrder()).toBe('ORD-7');
    expect(calls).toEqual(['cart.refresh', 'navigate /fr/thank-you.html (replace) with order ORD-7']);
  });

  it('goes back to the payment step without touching the cart or the stored order', () => {
    walletPaymentDeps(fakeShopApi({}).client, host).backToPayment();
    expect(calls).toEqual(['navigate /fr/Checkout/Payment (replace) with order none']);
  });
});

describe('the wallet machine with these deps', () => {
  function run(input: WalletPaymentInput, answer: unknown) {
    const api = fakeShopApi(answer);
    const actor = createActor(createWalletPaymentMachine(walletPaymentDeps(api.client, host)), { input });
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
