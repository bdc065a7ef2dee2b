import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ShopError } from '../../../api/errors';
import { WALLET_ERROR_CODES, walletFailureOf, type WalletErrorCode, type WalletFailureCode } from './wallet-payment.failures';
import { isWalletPageUrl, walletPaymentMachine } from './wallet-payment.machine';
import {
  selectApproveUrl,
  selectFailure,
  selectIsBusy,
  selectOrderCode,
  selectPaymentDisplay,
  selectPaymentStatus,
  type WalletPaymentSnapshot,
} from './wallet-payment.selectors';
import {
  APPROVAL,
  APPROVE_URL,
  CANCELLED,
  CHECKOUT,
  NETWORK_ERROR,
  PAID,
  PENDING,
  RETURN,
  RETURN_WITHOUT_PAYER,
  startWalletPayment,
  walletError,
  type WalletHarness,
} from './wallet-payment.test-support';
import { THANK_YOU_REDIRECT_MS } from '../thank-you/thank-you';
import {
  PENDING_REDIRECT_MS,
  type FinishWalletPaymentInput,
  type StartWalletPaymentInput,
  type WalletApproval,
  type WalletPaymentEvent,
  type WalletPaymentResult,
  type WalletPaymentInput,
} from './wallet-payment.types';
import { answeringActor } from '../../test-support/fake-requests';
import { itReadsEveryRejection } from '../failures/payment-failures.test-support';

/** Lets the fake requests' promise callbacks reach the actor without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const START: WalletPaymentEvent = { type: 'wallet.start', method: 'paypal' };
const RETRY: WalletPaymentEvent = { type: 'wallet.retry' };

/** What a component sees. */
const seen = (snapshot: WalletPaymentSnapshot) => ({
  display: selectPaymentDisplay(snapshot),
  busy: selectIsBusy(snapshot),
  failure: selectFailure(snapshot),
  orderCode: selectOrderCode(snapshot),
  paymentStatus: selectPaymentStatus(snapshot),
  approveUrl: selectApproveUrl(snapshot),
});

/** What a component sees of the payment step's own controls: nothing asked yet. */
const FORM_SEEN: ReturnType<typeof seen> = {
  display: 'form',
  busy: false,
  failure: null,
  orderCode: null,
  paymentStatus: null,
  approveUrl: null,
};
const seenAs = (changes: Partial<ReturnType<typeof seen>>) => ({ ...FORM_SEEN, ...changes });

const at = (harness: WalletHarness) => harness.actor.getSnapshot();

/** A checkout whose start request failed with `cause`. */
async function failedStart(cause: unknown): Promise<WalletHarness> {
  const harness = startWalletPayment(CHECKOUT);
  harness.actor.send(START);
  harness.shop.only().reject(cause);
  await settle();
  return harness;
}

/** What a failed request left: the failure shown and the events emitted. */
const shown = (harness: WalletHarness) => ({ failure: selectFailure(at(harness)), emitted: harness.emitted });

/** A return page whose finish request failed with `cause`. */
async function failedFinish(cause: unknown): Promise<WalletHarness> {
  const harness = startWalletPayment(RETURN);
  harness.shop.only().reject(cause);
  await settle();
  return harness;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('wallet payment: the payment step', () => {
  it('waits for the wallet button with the form on screen, asking nothing', () => {
    const harness = startWalletPayment(CHECKOUT);
    expect(at(harness).value).toBe('idle');
    expect(seen(at(harness))).toEqual(FORM_SEEN);
    expect(harness.shop.requests).toHaveLength(0);
    expect(harness.navigations).toEqual([]);
  });

  it('wallet.start creates the wallet order once, however often it is pressed (double click)', () => {
    const harness = startWalletPayment(CHECKOUT);
    harness.actor.send(START);
    harness.actor.send(START);
    harness.actor.send(RETRY);
    expect(at(harness).value).toBe('starting');
    expect(seen(at(harness))).toMatchObject({ display: 'processing', busy: true });
    expect(harness.shop.asked()).toEqual([{ name: 'startWalletPayment', input: { method: 'paypal' } }]);
  });

  it('the approve URL leaves for the wallet once; the page stays busy while it goes', async () => {
    const harness = startWalletPayment(CHECKOUT);
    harness.actor.send(START);
    harness.shop.only().resolve(APPROVAL);
    await settle();
    expect(at(harness).value).toBe('redirecting');
    expect(seen(at(harness))).toEqual(seenAs({ display: 'processing', busy: true, approveUrl: APPROVE_URL }));
    expect(harness.navigations).toEqual([{ to: 'wallet', url: APPROVE_URL }]);
    harness.actor.send(START);
    harness.actor.send(RETRY);
    await settle();
    expect(harness.shop.requests).toHaveLength(1);
    expect(harness.navigations).toHaveLength(1);
    expect(at(harness).status).toBe('active');
  });

  it('page.restored (Back from the wallet, from the browser cache) shows the button again, ready to start anew', async () => {
    const harness = startWalletPayment(CHECKOUT);
    harness.actor.send(START);
    harness.shop.only().resolve(APPROVAL);
    await settle();
    harness.actor.send({ type: 'page.restored' });
    expect(at(harness).value).toBe('idle');
    expect(seen(at(harness))).toEqual(FORM_SEEN);
    harness.actor.send(START);
    expect(harness.shop.asked()).toHaveLength(2);
  });

  it('page.restored anywhere else changes nothing', () => {
    const harness = startWalletPayment(CHECKOUT);
    harness.actor.send(START);
    const before = at(harness);
    harness.actor.send({ type: 'page.restored' });
    expect(at(harness)).toBe(before);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/relative/approve', 'not a url'])(
    'an approve URL that is not an http(s) address (%s) is never followed',
    async (approveUrl) => {
      const harness = startWalletPayment(CHECKOUT);
      harness.actor.send(START);
      harness.shop.only().resolve({ approveUrl });
      await settle();
      expect(at(harness).value).toBe('failed');
      expect(selectFailure(at(harness))).toEqual({
        code: 'generic',
        cause: new Error(`walletPaymentMachine: not an http(s) approve URL: ${approveUrl}`),
      });
      expect(harness.navigations).toEqual([]);
    },
  );

  it('a refused start shows the error; wallet.retry starts again with the same wallet', async () => {
    const harness = await failedStart(walletError('WALLET_PAYMENT_NOT_READY'));
    expect(at(harness).value).toBe('failed');
    expect(seen(at(harness))).toMatchObject({ display: 'error', busy: false, failure: { code: 'notReady' } });
    expect(at(harness).hasTag('error')).toBe(true);
    harness.actor.send(RETRY);
    expect(at(harness).value).toBe('starting');
    expect(selectFailure(at(harness))).toBeNull();
    expect(harness.shop.open()).toHaveLength(1);
    harness.actor.send(RETRY);
    harness.shop.only().resolve(APPROVAL);
    await settle();
    expect(harness.shop.asked()).toEqual([
      { name: 'startWalletPayment', input: { method: 'paypal' } },
      { name: 'startWalletPayment', input: { method: 'paypal' } },
    ]);
    expect(harness.navigations).toEqual([{ to: 'wallet', url: APPROVE_URL }]);
  });

  it('the wallet button beside the error starts again too; never back to the payment step', async () => {
    const harness = await failedStart(NETWORK_ERROR);
    harness.actor.send(START);
    expect(at(harness).value).toBe('starting');
    expect(harness.shop.asked()).toHaveLength(2);
    expect(harness.navigations).toEqual([]);
  });
});

describe('wallet payment: the return page', () => {
  it('verifies the trimmed token and payer id at once, showing processing', () => {
    const harness = startWalletPayment({ mode: 'return', token: ' EC-1 ', payerId: '\tPAYER-1\n' });
    expect(at(harness).value).toBe('validating');
    expect(seen(at(harness))).toEqual(seenAs({ display: 'processing', busy: true }));
    expect(harness.shop.asked()).toEqual([{ name: 'finishWalletPayment', input: { token: 'EC-1', payerId: 'PAYER-1' } }]);
  });

  it("confirms with 'Payment successful. Redirecting...', emits wallet.paid, then goes to thank-you after 1500 ms", async () => {
    const harness = startWalletPayment(RETURN);
    harness.shop.only().resolve(PAID);
    await settle();
    expect(at(harness).value).toBe('confirmed');
    expect(seen(at(harness))).toEqual(seenAs({ display: 'confirmed', orderCode: 'ORD-PAYPAL', paymentStatus: 'PAID' }));
    expect(at(harness).context.returned).toBeNull();
    expect(harness.emitted).toEqual([{ type: 'wallet.paid', orderCode: 'ORD-PAYPAL' }]);
    expect(harness.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS - 1);
    expect(harness.navigations).toEqual([]);
    expect(at(harness).value).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.navigations).toEqual([{ to: 'thankYou', orderCode: 'ORD-PAYPAL' }]);
    expect(at(harness).value).toBe('leaving');
    expect(at(harness).status).toBe('done');
    // The confirmation stays on screen until the host has navigated.
    expect(selectPaymentDisplay(at(harness))).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS * 10);
    expect(harness.navigations).toHaveLength(1);
    expect(harness.emitted).toHaveLength(1);
  });

  // Issue 15: PayPal left the capture PENDING; the order is placed and the shopper must be told so, not 'successful'.
  it('a payment PayPal is still confirming shows pending, emits wallet.pending, then goes to thank-you after 4000 ms', async () => {
    const harness = startWalletPayment(RETURN);
    harness.shop.only().resolve(PENDING);
    await settle();
    expect(at(harness).value).toBe('pending');
    expect(seen(at(harness))).toEqual(seenAs({ display: 'pending', orderCode: 'ORD-PAYPAL', paymentStatus: 'PENDING' }));
    expect(at(harness).hasTag('error')).toBe(false);
    expect(harness.emitted).toEqual([{ type: 'wallet.pending', orderCode: 'ORD-PAYPAL' }]);
    await vi.advanceTimersByTimeAsync(PENDING_REDIRECT_MS - 1);
    expect(harness.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.navigations).toEqual([{ to: 'thankYou', orderCode: 'ORD-PAYPAL' }]);
    expect(at(harness).status).toBe('done');
    // The pending notice, never 'Payment successful', stays until the host has navigated.
    expect(selectPaymentDisplay(at(harness))).toBe('pending');
    for (const event of [START, RETRY, { type: 'page.restored' }] as const) harness.actor.send(event);
    await vi.advanceTimersByTimeAsync(PENDING_REDIRECT_MS * 10);
    expect(harness.navigations).toHaveLength(1);
    expect(harness.shop.requests).toHaveLength(1);
  });

  it.each([
    ['pendingRedirect', 4000, PENDING_REDIRECT_MS, PENDING],
    ['thankYouRedirect', 1500, THANK_YOU_REDIRECT_MS, PAID],
  ] as const)('the %s delay is a named delay (%i ms) the host can override', async (delay, ms, constant, result) => {
    expect(constant).toBe(ms);
    expect(walletPaymentMachine.implementations.delays[delay]).toBe(ms);
    const goToThankYou = vi.fn();
    const machine = walletPaymentMachine.provide({
      actors: { finishWalletPayment: fromPromise<WalletPaymentResult, FinishWalletPaymentInput>(async () => result) },
      actions: { goToThankYou: (_, params) => goToThankYou(params.orderCode) },
      delays: { [delay]: 10 },
    });
    createActor(machine, { input: RETURN }).start();
    await settle();
    await vi.advanceTimersByTimeAsync(9);
    expect(goToThankYou).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(goToThankYou).toHaveBeenCalledWith('ORD-PAYPAL');
  });

  it('leaving the page before the delay cancels the redirect', async () => {
    const harness = startWalletPayment(RETURN);
    harness.shop.only().resolve(PAID);
    await settle();
    harness.actor.stop();
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS * 2);
    expect(harness.navigations).toEqual([]);
  });

  it('finishes at most once per page, whatever events repeat, before and after the answer', async () => {
    const harness = startWalletPayment(RETURN);
    for (const event of [START, RETRY, { type: 'page.restored' }, START] as const) harness.actor.send(event);
    expect(harness.shop.requests).toHaveLength(1);
    harness.shop.only().resolve(PAID);
    await settle();
    for (const event of [START, RETRY, START] as const) harness.actor.send(event);
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS);
    // Done: the actor takes no further event at all.
    expect(at(harness).status).toBe('done');
    expect(harness.shop.asked()).toEqual([{ name: 'finishWalletPayment', input: { token: 'EC-1', payerId: 'PAYER-1' } }]);
    expect(harness.navigations).toEqual([{ to: 'thankYou', orderCode: 'ORD-PAYPAL' }]);
  });

  it('a failed finish is never asked again: retry goes back to the payment step, once', async () => {
    const harness = await failedFinish(walletError('WALLET_VERIFICATION_FAILED'));
    expect(seen(at(harness))).toEqual(seenAs({ display: 'error', failure: { code: 'verificationFailed', cause: expect.any(ShopError) } }));
    expect(at(harness).context.returned).toBeNull();
    harness.actor.send(START);
    expect(at(harness).value).toBe('failed');
    harness.actor.send(RETRY);
    expect(at(harness).value).toBe('handedBack');
    expect(at(harness).status).toBe('done');
    // The error stays until the host has navigated, so nothing flashes.
    expect(selectPaymentDisplay(at(harness))).toBe('error');
    expect(harness.navigations).toEqual([{ to: 'payment' }]);
    expect(harness.shop.requests).toHaveLength(1);
    expect(harness.emitted).toEqual([]);
  });

  it("a replayed return (two pages with the same token) asks once per page: capturing once is the backend's guarantee", async () => {
    const first = startWalletPayment(RETURN);
    const second = startWalletPayment(RETURN);
    for (const harness of [first, second]) {
      harness.actor.send(START);
      expect(harness.shop.asked()).toEqual([{ name: 'finishWalletPayment', input: { token: 'EC-1', payerId: 'PAYER-1' } }]);
    }
    // The backend answers the replay with the same order (idempotent capture) or refuses it.
    first.shop.only().resolve(PAID);
    second.shop.only().reject(walletError('WALLET_PAYMENT_IN_PROGRESS'));
    await settle();
    expect(selectOrderCode(at(first))).toBe('ORD-PAYPAL');
    expect(selectFailure(at(second))?.code).toBe('inProgress');
    expect(first.shop.requests.length + second.shop.requests.length).toBe(2);
  });

  it.each<[string, WalletPaymentInput]>([
    ['no payer id', RETURN_WITHOUT_PAYER],
    ['a blank payer id', { mode: 'return', token: 'EC-1', payerId: '  ' }],
    ['no token', { mode: 'return', token: null, payerId: 'PAYER-1' }],
    ['a blank token', { mode: 'return', token: '', payerId: 'PAYER-1' }],
    ['neither', { mode: 'return', token: null, payerId: null }],
  ])("a return with %s fails at once with 'Could not verify your payment', asking nothing", (_name, input) => {
    const harness = startWalletPayment(input);
    expect(at(harness).value).toBe('failed');
    expect(seen(at(harness))).toEqual(seenAs({ display: 'error', failure: { code: 'verificationFailed' } }));
    expect(at(harness).context.returned).toBeNull();
    harness.actor.send(RETRY);
    expect(harness.navigations).toEqual([{ to: 'payment' }]);
    expect(harness.shop.requests).toHaveLength(0);
  });
});

describe('wallet payment: the error page (cancelled on the wallet)', () => {
  it('shows cancelled with try again, which goes back to the payment step; nothing is asked', () => {
    const harness = startWalletPayment(CANCELLED);
    expect(at(harness).value).toBe('failed');
    expect(seen(at(harness))).toEqual(seenAs({ display: 'error', failure: { code: 'cancelled' } }));
    harness.actor.send(START);
    expect(at(harness).value).toBe('failed');
    harness.actor.send(RETRY);
    expect(at(harness).value).toBe('handedBack');
    expect(harness.navigations).toEqual([{ to: 'payment' }]);
    expect(harness.shop.requests).toHaveLength(0);
  });

  it('the same without a token in the address', () => {
    const harness = startWalletPayment({ mode: 'cancelled', token: null });
    expect(selectFailure(at(harness))).toEqual({ code: 'cancelled' });
  });
});

describe('wallet payment: failures', () => {
  const KEYS: Record<WalletErrorCode, WalletFailureCode> = {
    WALLET_PAYMENT_CANCELLED: 'cancelled',
    WALLET_VERIFICATION_FAILED: 'verificationFailed',
    WALLET_FOREIGN_ORDER: 'verificationFailed',
    WALLET_AMOUNT_CHANGED: 'amountChanged',
    WALLET_GATEWAY_UNAVAILABLE: 'unavailable',
    WALLET_GATEWAY_TIMEOUT: 'timeout',
    WALLET_PAYMENT_IN_PROGRESS: 'inProgress',
    NO_ACTIVE_ORDER: 'noActiveOrder',
    WALLET_PAYMENT_NOT_READY: 'notReady',
  };

  itReadsEveryRejection({
    area: 'wallet',
    codes: WALLET_ERROR_CODES,
    keys: KEYS,
    unavailable: 'WALLET_GATEWAY_UNAVAILABLE',
    failureOf: walletFailureOf,
    requests: [
      { name: 'a start', refuse: async (cause) => shown(await failedStart(cause)) },
      { name: 'a finish', refuse: async (cause) => shown(await failedFinish(cause)) },
    ],
  });

  it('the bare machine says which actor to provide, and fails generic without leaving the page', async () => {
    const actor = createActor(walletPaymentMachine, { input: RETURN }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    const failure = selectFailure(actor.getSnapshot());
    expect(failure?.code).toBe('generic');
    expect(String((failure?.cause as Error).message)).toBe('walletPaymentMachine: provide the finishWalletPayment actor');
    const checkout = createActor(walletPaymentMachine, { input: CHECKOUT }).start();
    checkout.send(START);
    await settle();
    expect((selectFailure(checkout.getSnapshot())?.cause as Error).message).toBe(
      'walletPaymentMachine: provide the startWalletPayment actor',
    );
  });

  it.each([
    ['https://www.paypal.com/checkoutnow?token=EC-1', true],
    ['http://127.0.0.1:3003/approve?token=EC-1', true],
    ['javascript:alert(1)', false],
    ['//paypal.com/approve', false],
    ['', false],
  ] as const)('isWalletPageUrl(%j) is %s', (url, expected) => {
    expect(isWalletPageUrl(url)).toBe(expected);
  });
});

describe('wallet payment: provided actors and navigation', () => {
  function deps() {
    return {
      startWalletPayment: vi.fn<(input: StartWalletPaymentInput, signal: AbortSignal) => Promise<WalletApproval>>(async () => APPROVAL),
      finishWalletPayment: vi.fn<(input: FinishWalletPaymentInput, signal: AbortSignal) => Promise<WalletPaymentResult>>(async () => PAID),
      redirectToWallet: vi.fn<(url: string) => void>(),
      goToThankYou: vi.fn<(orderCode: string) => void>(),
      backToPayment: vi.fn<() => void>(),
    };
  }

  /** The machine with the host's requests and navigation, as `walletPaymentActors` provides them. */
  function provided(host: ReturnType<typeof deps>) {
    return walletPaymentMachine.provide({
      actors: {
        startWalletPayment: answeringActor(host.startWalletPayment),
        finishWalletPayment: answeringActor(host.finishWalletPayment),
      },
      actions: {
        redirectToWallet: (_, { url }) => host.redirectToWallet(url),
        goToThankYou: (_, { orderCode }) => host.goToThankYou(orderCode),
        backToPayment: () => host.backToPayment(),
      },
    });
  }

  it('passes the inputs and the signal, and navigates through the host', async () => {
    const host = deps();
    const checkout = createActor(provided(host), { input: CHECKOUT }).start();
    checkout.send(START);
    await settle();
    expect(host.startWalletPayment).toHaveBeenCalledWith({ method: 'paypal' }, expect.any(AbortSignal));
    expect(host.redirectToWallet).toHaveBeenCalledWith(APPROVE_URL);

    const returned = createActor(provided(host), { input: RETURN }).start();
    await settle();
    expect(host.finishWalletPayment).toHaveBeenCalledWith({ token: 'EC-1', payerId: 'PAYER-1' }, expect.any(AbortSignal));
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS);
    expect(host.goToThankYou).toHaveBeenCalledWith('ORD-PAYPAL');
    expect(returned.getSnapshot().status).toBe('done');

    const cancelled = createActor(provided(host), { input: CANCELLED }).start();
    cancelled.send(RETRY);
    expect(host.backToPayment).toHaveBeenCalledTimes(1);
    expect(host.startWalletPayment).toHaveBeenCalledTimes(1);
    expect(host.finishWalletPayment).toHaveBeenCalledTimes(1);
  });

  it('stopping the page aborts a running finish', () => {
    const host = deps();
    host.finishWalletPayment.mockImplementation(() => new Promise(() => {}));
    const actor = createActor(provided(host), { input: RETURN }).start();
    const signal = host.finishWalletPayment.mock.calls[0]?.[1];
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
