import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { ShopError } from '../../../api/errors';
import { answeringActor } from '../../test-support/fake-requests';
import { itReadsEveryRejection } from '../failures/payment-failures.test-support';
import { APPLE_PAY_ERROR_CODES, applePayFailureOf, type ApplePayErrorCode, type ApplePayFailureCode } from './apple-pay.failures';
import { applePayMachine } from './apple-pay.machine';
import { selectFailure, selectIsBusy, selectOrderCode, selectPaymentDisplay, type ApplePaySnapshot } from './apple-pay.selectors';
import {
  DECLINED,
  MERCHANT_SESSION,
  NETWORK_ERROR,
  OTHER_REQUEST,
  PAID,
  PAYMENT_TOKEN,
  REQUEST,
  TIMEOUT_ERROR,
  VALIDATION_URL,
  applePayError,
  createFakeApplePaySessionClass,
  createFakeSessions,
  startApplePay,
  type ApplePayHarness,
} from './apple-pay.test-support';
import { THANK_YOU_REDIRECT_MS } from '../thank-you/thank-you';
import {
  type ApplePayEvent,
  type ApplePayMerchantSession,
  type ApplePayPaymentRequest,
  type ApplePayResult,
  type ApplePaySessionEvent,
  type ApplePaySessionMessage,
  type AuthorizePaymentInput,
  type ValidateMerchantInput,
} from './apple-pay.types';
import {
  APPLE_PAY_VERSION,
  applePaySessionActor,
  browserApplePaySessions,
  isApplePayAvailable,
  type ApplePayWindow,
  type CreateApplePaySession,
} from './apple-pay.session';

/** Lets the fake requests' promise callbacks reach the actor without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const START: ApplePayEvent = { type: 'applePay.start', request: REQUEST };
const RETRY: ApplePayEvent = { type: 'applePay.retry' };

/** What a component sees. */
const seen = (snapshot: ApplePaySnapshot) => ({
  display: selectPaymentDisplay(snapshot),
  busy: selectIsBusy(snapshot),
  failure: selectFailure(snapshot),
  orderCode: selectOrderCode(snapshot),
});

const at = (harness: ApplePayHarness) => harness.actor.getSnapshot();

/** The sheet opened and asked for a merchant session: the shop is asked for it. */
function validatingMerchant(): ApplePayHarness {
  const harness = startApplePay();
  harness.actor.send(START);
  harness.browser.last().validateMerchant();
  return harness;
}

/** `harness` once its one running request is settled by `answer` and the answer reached the actor. */
async function settled(harness: ApplePayHarness, answer: (request: ReturnType<ApplePayHarness['shop']['only']>) => void) {
  answer(harness.shop.only());
  await settle();
  return harness;
}

/** The sheet up, the merchant validated: the shopper may authorise. */
const sheetShown = () => settled(validatingMerchant(), (request) => request.resolve(MERCHANT_SESSION));

/** The shopper authorised: the shop pays. */
async function paying(): Promise<ApplePayHarness> {
  const harness = await sheetShown();
  harness.browser.last().authorize();
  return harness;
}

/** A payment whose request failed with `cause`. */
const failedPayment = async (cause: unknown) => settled(await paying(), (request) => request.reject(cause));

/** What a failed request left: the failure shown and the events emitted. */
const shown = (harness: ApplePayHarness) => ({ failure: selectFailure(at(harness)), emitted: harness.emitted });

/** A merchant validation that failed with `cause`. */
const failedValidation = (cause: unknown) => settled(validatingMerchant(), (request) => request.reject(cause));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apple pay: opening the sheet', () => {
  it('waits for the Apple Pay button with the form on screen, opening nothing', () => {
    const harness = startApplePay();
    expect(at(harness).value).toBe('idle');
    expect(seen(at(harness))).toEqual({ display: 'form', busy: false, failure: null, orderCode: null });
    expect(harness.browser.sessions).toHaveLength(0);
    expect(harness.shop.requests).toHaveLength(0);
  });

  it('applePay.start opens the browser session within the same call (the shopper’s gesture), once however often pressed', () => {
    const harness = startApplePay();
    harness.actor.send(START);
    // Synchronously: no await between the click and the session.
    expect(harness.browser.sessions).toHaveLength(1);
    expect(harness.browser.last().request).toEqual(REQUEST);
    harness.actor.send(START);
    harness.actor.send({ type: 'applePay.start', request: OTHER_REQUEST });
    harness.actor.send(RETRY);
    expect(harness.browser.sessions).toHaveLength(1);
    expect(at(harness).value).toEqual({ session: 'beginning' });
    // The sheet is up over the form: nothing is processing yet, but the button is busy.
    expect(seen(at(harness))).toEqual({ display: 'form', busy: true, failure: null, orderCode: null });
    expect(harness.shop.requests).toHaveLength(0);
  });

  it('session.validateMerchant asks the shop for a merchant session and hands it to the sheet', async () => {
    const harness = validatingMerchant();
    expect(at(harness).value).toEqual({ session: 'validatingMerchant' });
    expect(at(harness).context.validationUrl).toBe(VALIDATION_URL);
    expect(harness.shop.asked()).toEqual([{ name: 'validateMerchant', input: { validationUrl: VALIDATION_URL } }]);
    // The browser asks once per session; a repeat starts nothing.
    harness.browser.last().validateMerchant();
    expect(harness.shop.requests).toHaveLength(1);
    harness.shop.only().resolve(MERCHANT_SESSION);
    await settle();
    expect(at(harness).value).toEqual({ session: 'awaitingAuthorization' });
    expect(at(harness).context.validationUrl).toBeNull();
    expect(harness.browser.last().calls).toEqual([{ call: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION }]);
    expect(seen(at(harness))).toEqual({ display: 'form', busy: true, failure: null, orderCode: null });
  });

  it('ignores an authorisation before the merchant is validated, and a validation request after it', async () => {
    const harness = startApplePay();
    harness.actor.send(START);
    harness.browser.last().authorize();
    expect(at(harness).value).toEqual({ session: 'beginning' });
    harness.browser.last().validateMerchant();
    harness.browser.last().authorize();
    expect(at(harness).value).toEqual({ session: 'validatingMerchant' });
    harness.shop.only().resolve(MERCHANT_SESSION);
    await settle();
    harness.browser.last().validateMerchant();
    expect(at(harness).value).toEqual({ session: 'awaitingAuthorization' });
    expect(harness.shop.asked().map(({ name }) => name)).toEqual(['validateMerchant']);
  });

  it('a failed merchant validation aborts the sheet and shows the error', async () => {
    const harness = await failedValidation(applePayError('APPLE_PAY_VALIDATION_FAILED'));
    expect(at(harness).value).toBe('failed');
    expect(seen(at(harness))).toEqual({
      display: 'error',
      busy: false,
      failure: { code: 'validationFailed', cause: expect.any(ShopError) },
      orderCode: null,
    });
    expect(at(harness).hasTag('error')).toBe(true);
    expect(harness.browser.last().calls).toEqual([{ call: 'abort' }]);
    expect(at(harness).context.validationUrl).toBeNull();
  });

  it('a browser that refuses the merchant session (the call throws) shows generic with its error and closes the sheet', async () => {
    const browser = createFakeSessions();
    const refusal = new DOMException('Invalid merchant session.', 'InvalidAccessError');
    const aborted = vi.fn();
    const machine = applePayMachine.provide({
      actors: {
        applePaySession: applePaySessionActor((request, handlers) => ({
          ...browser.create(request, handlers),
          completeMerchantValidation: () => {
            throw refusal;
          },
          abort: aborted,
        })),
        validateMerchant: fromPromise<ApplePayMerchantSession, ValidateMerchantInput>(async () => MERCHANT_SESSION),
      },
    });
    const actor = createActor(machine).start();
    actor.send(START);
    browser.last().validateMerchant();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectFailure(actor.getSnapshot())).toEqual({ code: 'generic', cause: refusal });
    expect(aborted).toHaveBeenCalledTimes(1);
  });

  it('a sheet that throws on completePayment does not undo a paid order', async () => {
    const browser = createFakeSessions();
    const machine = applePayMachine.provide({
      actors: {
        applePaySession: applePaySessionActor((request, handlers) => ({
          ...browser.create(request, handlers),
          completePayment: () => {
            throw new DOMException('The session is not active.', 'InvalidStateError');
          },
        })),
        validateMerchant: fromPromise<ApplePayMerchantSession, ValidateMerchantInput>(async () => MERCHANT_SESSION),
        authorizePayment: fromPromise<ApplePayResult, AuthorizePaymentInput>(async () => PAID),
      },
    });
    const actor = createActor(machine).start();
    actor.send(START);
    browser.last().validateMerchant();
    await settle();
    browser.last().authorize();
    await settle();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(selectOrderCode(actor.getSnapshot())).toBe('ORD-APPLE');
    expect(browser.last().calls).toEqual([{ call: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION }]);
  });

  it('a browser that refuses to open the sheet shows generic with its error', async () => {
    const harness = startApplePay();
    const refusal = new DOMException('Must create a new ApplePaySession from a user gesture handler.', 'InvalidAccessError');
    harness.browser.refuseNext(refusal);
    harness.actor.send(START);
    await settle();
    expect(at(harness).value).toBe('failed');
    expect(seen(at(harness))).toEqual({ display: 'error', busy: false, failure: { code: 'generic', cause: refusal }, orderCode: null });
    expect(harness.browser.sessions).toHaveLength(0);
    // Try again (another click) opens one.
    harness.actor.send(RETRY);
    expect(harness.browser.sessions).toHaveLength(1);
  });
});

describe('apple pay: the shopper closes the sheet', () => {
  it('before the merchant is validated: the form again, no error, nothing told the closed sheet', () => {
    const harness = startApplePay();
    harness.actor.send(START);
    harness.browser.last().cancel();
    expect(at(harness).value).toBe('idle');
    expect(seen(at(harness))).toEqual({ display: 'form', busy: false, failure: null, orderCode: null });
    expect(harness.browser.last().calls).toEqual([]);
    expect(harness.emitted).toEqual([]);
  });

  it('while the merchant is validated: the request is given up, its late answer reaches nothing', async () => {
    const harness = validatingMerchant();
    const validation = harness.shop.only();
    harness.browser.last().cancel();
    expect(at(harness).value).toBe('idle');
    expect(validation.signal.aborted).toBe(true);
    expect(at(harness).context.validationUrl).toBeNull();
    validation.resolve(MERCHANT_SESSION);
    await settle();
    expect(at(harness).value).toBe('idle');
    expect(harness.browser.last().calls).toEqual([]);
  });

  it('with the payment on the sheet: the form again, and the button opens a new sheet', async () => {
    const harness = await sheetShown();
    harness.browser.last().cancel();
    expect(at(harness).value).toBe('idle');
    expect(seen(at(harness))).toEqual({ display: 'form', busy: false, failure: null, orderCode: null });
    expect(harness.browser.last().calls).toEqual([{ call: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION }]);
    harness.actor.send({ type: 'applePay.start', request: OTHER_REQUEST });
    expect(harness.browser.sessions).toHaveLength(2);
    expect(harness.browser.last().request).toEqual(OTHER_REQUEST);
  });

  it('an ended session’s late events never reach the next one', async () => {
    const harness = await sheetShown();
    const first = harness.browser.last();
    first.cancel();
    harness.actor.send(START);
    first.validateMerchant();
    first.authorize();
    first.cancel();
    expect(at(harness).value).toEqual({ session: 'beginning' });
    expect(harness.shop.asked().map(({ name }) => name)).toEqual(['validateMerchant']);
  });

  it('while the shop pays: the payment goes on, and a success still confirms, telling the closed sheet nothing', async () => {
    const harness = await paying();
    const payment = harness.shop.only();
    harness.browser.last().cancel();
    expect(at(harness).value).toEqual({ session: 'paying' });
    expect(at(harness).context.sheetDismissed).toBe(true);
    expect(payment.signal.aborted).toBe(false);
    expect(seen(at(harness))).toEqual({ display: 'processing', busy: true, failure: null, orderCode: null });
    payment.resolve(PAID);
    await settle();
    expect(at(harness).value).toBe('confirmed');
    expect(at(harness).context.sheetDismissed).toBe(false);
    expect(harness.emitted).toEqual([{ type: 'applePay.paid', orderCode: 'ORD-APPLE' }]);
    expect(harness.browser.last().calls).toEqual([{ call: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION }]);
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS);
    expect(harness.thankYou).toEqual(['ORD-APPLE']);
  });

  it('the machine itself tells a closed sheet nothing, even to a session actor that would listen', async () => {
    const told: ApplePaySessionMessage[] = [];
    const events: Array<(event: ApplePaySessionEvent) => void> = [];
    let answer: (result: ApplePayResult) => void = () => {};
    const machine = applePayMachine.provide({
      actors: {
        // A bare recording session, without the session actor's own guard against calls after the end.
        applePaySession: fromCallback<ApplePaySessionMessage, ApplePayPaymentRequest>(({ sendBack, receive }) => {
          events.push(sendBack);
          receive((message) => told.push(message));
        }),
        validateMerchant: fromPromise<ApplePayMerchantSession, ValidateMerchantInput>(async () => MERCHANT_SESSION),
        authorizePayment: fromPromise<ApplePayResult, AuthorizePaymentInput>(() => new Promise((resolve) => (answer = resolve))),
      },
    });
    for (const result of [PAID, DECLINED]) {
      told.length = 0;
      const actor = createActor(machine).start();
      actor.send(START);
      const sendBack = events.at(-1);
      sendBack?.({ type: 'session.validateMerchant', validationUrl: VALIDATION_URL });
      await settle();
      sendBack?.({ type: 'session.authorized', paymentToken: PAYMENT_TOKEN });
      sendBack?.({ type: 'session.cancelled' });
      answer(result);
      await settle();
      expect(told).toEqual([{ type: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION }]);
      expect(selectPaymentDisplay(actor.getSnapshot())).toBe(result === PAID ? 'confirmed' : 'error');
    }
  });

  it('while the shop pays: a decline still shows its error, telling the closed sheet nothing', async () => {
    const harness = await paying();
    harness.browser.last().cancel();
    harness.browser.last().cancel();
    harness.shop.only().resolve(DECLINED);
    await settle();
    expect(seen(at(harness))).toEqual({
      display: 'error',
      busy: false,
      failure: { code: 'declined', message: 'Insufficient funds' },
      orderCode: null,
    });
    expect(harness.browser.last().calls).toHaveLength(1);
  });
});

describe('apple pay: paying', () => {
  it('session.authorized pays with the token, showing processing; a second authorisation pays nothing more', async () => {
    const harness = await paying();
    expect(at(harness).value).toEqual({ session: 'paying' });
    expect(seen(at(harness))).toEqual({ display: 'processing', busy: true, failure: null, orderCode: null });
    expect(at(harness).context.paymentToken).toEqual(PAYMENT_TOKEN);
    harness.browser.last().authorize();
    harness.actor.send(START);
    harness.actor.send(RETRY);
    expect(harness.shop.asked()).toEqual([
      { name: 'validateMerchant', input: { validationUrl: VALIDATION_URL } },
      { name: 'authorizePayment', input: { paymentToken: PAYMENT_TOKEN } },
    ]);
    expect(harness.browser.sessions).toHaveLength(1);
  });

  it("a success completes the sheet, emits applePay.paid, shows 'Payment successful. Redirecting...', then thank-you after 1500 ms", async () => {
    const harness = await paying();
    harness.shop.only().resolve(PAID);
    await settle();
    expect(at(harness).value).toBe('confirmed');
    expect(seen(at(harness))).toEqual({ display: 'confirmed', busy: false, failure: null, orderCode: 'ORD-APPLE' });
    expect(at(harness).context.paymentToken).toBeNull();
    expect(harness.browser.last().calls).toEqual([
      { call: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION },
      { call: 'completePayment', success: true },
    ]);
    expect(harness.emitted).toEqual([{ type: 'applePay.paid', orderCode: 'ORD-APPLE' }]);
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS - 1);
    expect(harness.thankYou).toEqual([]);
    expect(at(harness).value).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.thankYou).toEqual(['ORD-APPLE']);
    expect(at(harness).value).toBe('leaving');
    expect(at(harness).status).toBe('done');
    // The confirmation stays on screen until the host has navigated.
    expect(selectPaymentDisplay(at(harness))).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS * 10);
    expect(harness.thankYou).toHaveLength(1);
    expect(harness.emitted).toHaveLength(1);
    // Completed, not aborted, when the session ended.
    expect(harness.browser.last().calls).toHaveLength(2);
    expect(harness.browser.sessions).toHaveLength(1);
  });

  it('the delay is a named delay (1500 ms) the host can override', async () => {
    expect(THANK_YOU_REDIRECT_MS).toBe(1500);
    expect(applePayMachine.implementations.delays['thankYouRedirect']).toBe(THANK_YOU_REDIRECT_MS);
    const browser = createFakeSessions();
    const goToThankYou = vi.fn();
    const machine = applePayMachine.provide({
      actors: {
        applePaySession: applePaySessionActor(browser.create),
        validateMerchant: fromPromise<ApplePayMerchantSession, ValidateMerchantInput>(async () => MERCHANT_SESSION),
        authorizePayment: fromPromise<ApplePayResult, AuthorizePaymentInput>(async () => PAID),
      },
      actions: { goToThankYou: (_, params) => goToThankYou(params.orderCode) },
      delays: { thankYouRedirect: 10 },
    });
    const actor = createActor(machine).start();
    actor.send(START);
    browser.last().validateMerchant();
    await settle();
    browser.last().authorize();
    await settle();
    await vi.advanceTimersByTimeAsync(9);
    expect(goToThankYou).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(goToThankYou).toHaveBeenCalledWith('ORD-APPLE');
  });

  it('leaving the page before the delay cancels the redirect', async () => {
    const harness = await paying();
    harness.shop.only().resolve(PAID);
    await settle();
    harness.actor.stop();
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS * 2);
    expect(harness.thankYou).toEqual([]);
  });

  it("a decline fails the sheet and shows the gateway's words", async () => {
    const harness = await paying();
    harness.shop.only().resolve(DECLINED);
    await settle();
    expect(at(harness).value).toBe('failed');
    expect(seen(at(harness))).toEqual({
      display: 'error',
      busy: false,
      failure: { code: 'declined', message: 'Insufficient funds' },
      orderCode: null,
    });
    expect(harness.browser.last().calls.at(-1)).toEqual({ call: 'completePayment', success: false });
    expect(harness.browser.last().calls).toHaveLength(2);
    expect(harness.emitted).toEqual([]);
    expect(at(harness).context.paymentToken).toBeNull();
  });

  it.each(['', '   ', undefined])('a decline without words (%j) shows the declined text', async (message) => {
    const harness = await paying();
    // `undefined`: a server that breaks the contract must still not show an empty line.
    harness.shop.only().resolve({ status: 'declined', message } as unknown as ApplePayResult);
    await settle();
    expect(selectFailure(at(harness))).toEqual({ code: 'declined' });
  });

  it('a 3-D Secure challenge (which no Apple Pay payment takes) fails the sheet as generic, never followed', async () => {
    const harness = await paying();
    // The api answers a card debit's result: a challenge carries where to go, which the sheet cannot.
    harness.shop.only().resolve({ status: 'challenge', transactionRef: 'TX-9', challengeUrl: 'https://acs.test/3ds' });
    await settle();
    expect(seen(at(harness))).toEqual({
      display: 'error',
      busy: false,
      failure: { code: 'generic', cause: new Error('applePayMachine: the shop answered the payment with challenge') },
      orderCode: null,
    });
    expect(harness.browser.last().calls.at(-1)).toEqual({ call: 'completePayment', success: false });
    expect(harness.emitted).toEqual([]);
  });

  it('a failed payment request fails the sheet and shows what the shop said', async () => {
    const cause = applePayError('CARD_GATEWAY_TIMEOUT', { status: 504 });
    const harness = await failedPayment(cause);
    expect(seen(at(harness))).toEqual({ display: 'error', busy: false, failure: { code: 'timeout', cause }, orderCode: null });
    expect(harness.browser.last().calls.at(-1)).toEqual({ call: 'completePayment', success: false });
    expect(harness.emitted).toEqual([]);
  });

  it('applePay.retry opens a new sheet with the same request; the old session is never called again', async () => {
    const harness = await failedPayment(NETWORK_ERROR);
    const first = harness.browser.last();
    harness.actor.send(RETRY);
    expect(at(harness).value).toEqual({ session: 'beginning' });
    expect(selectFailure(at(harness))).toBeNull();
    expect(harness.browser.sessions).toHaveLength(2);
    expect(harness.browser.last().request).toEqual(REQUEST);
    harness.browser.last().validateMerchant();
    harness.shop.only().resolve(MERCHANT_SESSION);
    await settle();
    harness.browser.last().authorize();
    harness.shop.only().resolve(PAID);
    await settle();
    expect(at(harness).value).toBe('confirmed');
    expect(first.calls).toHaveLength(2);
    expect(harness.browser.last().calls).toEqual([
      { call: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION },
      { call: 'completePayment', success: true },
    ]);
  });

  it('the Apple Pay button beside the error opens a new sheet with the new total', async () => {
    const harness = await failedValidation(TIMEOUT_ERROR);
    harness.actor.send({ type: 'applePay.start', request: OTHER_REQUEST });
    expect(at(harness).value).toEqual({ session: 'beginning' });
    expect(at(harness).context.request).toEqual(OTHER_REQUEST);
    expect(harness.browser.last().request).toEqual(OTHER_REQUEST);
    expect(selectFailure(at(harness))).toBeNull();
  });

  it('try again does nothing on the form', () => {
    const harness = startApplePay();
    const before = at(harness);
    harness.actor.send(RETRY);
    expect(at(harness)).toBe(before);
    expect(harness.browser.sessions).toHaveLength(0);
  });
});

describe('apple pay: leaving the page', () => {
  it('with the sheet up, closes it', () => {
    const harness = startApplePay();
    harness.actor.send(START);
    harness.actor.stop();
    expect(harness.browser.last().calls).toEqual([{ call: 'abort' }]);
  });

  it('while the shop pays, gives the request up and closes the sheet', async () => {
    const harness = await paying();
    const payment = harness.shop.only();
    harness.actor.stop();
    expect(payment.signal.aborted).toBe(true);
    expect(harness.browser.last().calls.at(-1)).toEqual({ call: 'abort' });
  });

  it('after the shopper closed the sheet, calls nothing', async () => {
    const harness = await paying();
    harness.browser.last().cancel();
    harness.actor.stop();
    expect(harness.browser.last().calls).toHaveLength(1);
  });
});

describe('apple pay: failures', () => {
  const KEYS: Record<ApplePayErrorCode, ApplePayFailureCode> = {
    APPLE_PAY_VALIDATION_FAILED: 'validationFailed',
    CARD_GATEWAY_UNAVAILABLE: 'unavailable',
    CARD_GATEWAY_TIMEOUT: 'timeout',
    CARD_PAYMENT_IN_PROGRESS: 'inProgress',
    NO_ACTIVE_ORDER: 'noActiveOrder',
    CARD_PAYMENT_NOT_READY: 'notReady',
  };

  itReadsEveryRejection({
    area: 'applePay',
    codes: APPLE_PAY_ERROR_CODES,
    keys: KEYS,
    unavailable: 'CARD_GATEWAY_UNAVAILABLE',
    failureOf: applePayFailureOf,
    requests: [
      { name: 'a merchant validation', refuse: async (cause) => shown(await failedValidation(cause)) },
      { name: 'a payment', refuse: async (cause) => shown(await failedPayment(cause)) },
    ],
  });

  it('the bare machine says which actor to provide, and fails generic without leaving the page', async () => {
    const actor = createActor(applePayMachine).start();
    actor.send(START);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    const failure = selectFailure(actor.getSnapshot());
    expect(failure?.code).toBe('generic');
    expect((failure?.cause as Error).message).toBe('applePayMachine: provide the applePaySession actor');

    const browser = createFakeSessions();
    const withSession = createActor(applePayMachine.provide({ actors: { applePaySession: applePaySessionActor(browser.create) } })).start();
    withSession.send(START);
    browser.last().validateMerchant();
    await settle();
    expect((selectFailure(withSession.getSnapshot())?.cause as Error).message).toBe('applePayMachine: provide the validateMerchant actor');
    expect(browser.last().calls).toEqual([{ call: 'abort' }]);
  });
});

describe('apple pay: provided session, requests and navigation', () => {
  /** What the storefront gives the machine (`applePayActors`), as fakes a test can watch. */
  interface Host {
    createSession: CreateApplePaySession;
    validateMerchant: (input: ValidateMerchantInput, signal: AbortSignal) => Promise<ApplePayMerchantSession>;
    authorizePayment: (input: AuthorizePaymentInput, signal: AbortSignal) => Promise<ApplePayResult>;
    goToThankYou: (orderCode: string) => void;
  }

  function deps(browser = createFakeSessions()) {
    return {
      browser,
      host: {
        createSession: vi.fn<Host['createSession']>(browser.create),
        validateMerchant: vi.fn<Host['validateMerchant']>(async () => MERCHANT_SESSION),
        authorizePayment: vi.fn<Host['authorizePayment']>(async () => PAID),
        goToThankYou: vi.fn<Host['goToThankYou']>(),
      },
    };
  }

  function provided(host: Host) {
    return applePayMachine.provide({
      actors: {
        applePaySession: applePaySessionActor(host.createSession),
        validateMerchant: answeringActor(host.validateMerchant),
        authorizePayment: answeringActor(host.authorizePayment),
      },
      actions: { goToThankYou: (_, { orderCode }) => host.goToThankYou(orderCode) },
    });
  }

  it('opens the session through the host, passes the inputs and the signal, and navigates through the host', async () => {
    const { browser, host } = deps();
    const actor = createActor(provided(host)).start();
    actor.send(START);
    expect(host.createSession).toHaveBeenCalledTimes(1);
    expect(host.createSession).toHaveBeenCalledWith(REQUEST, {
      validateMerchant: expect.any(Function),
      authorized: expect.any(Function),
      cancelled: expect.any(Function),
    });
    browser.last().validateMerchant();
    await settle();
    expect(host.validateMerchant).toHaveBeenCalledWith({ validationUrl: VALIDATION_URL }, expect.any(AbortSignal));
    browser.last().authorize();
    await settle();
    expect(host.authorizePayment).toHaveBeenCalledWith({ paymentToken: PAYMENT_TOKEN }, expect.any(AbortSignal));
    await vi.advanceTimersByTimeAsync(THANK_YOU_REDIRECT_MS);
    expect(host.goToThankYou).toHaveBeenCalledWith('ORD-APPLE');
    expect(actor.getSnapshot().status).toBe('done');
    expect(browser.last().calls).toEqual([
      { call: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION },
      { call: 'completePayment', success: true },
    ]);
  });

  it("over the browser's ApplePaySession: version 3, the shop's networks, begun at once, statuses for the outcome", async () => {
    const { ApplePaySession, made } = createFakeApplePaySessionClass();
    const authorizePayment = vi.fn<Host['authorizePayment']>(async () => DECLINED);
    const { host } = deps();
    const actor = createActor(provided({ ...host, createSession: browserApplePaySessions(ApplePaySession), authorizePayment })).start();
    actor.send(START);
    expect(made).toHaveLength(1);
    const [session] = made;
    expect(session?.version).toBe(APPLE_PAY_VERSION);
    expect(session?.request).toEqual({
      ...REQUEST,
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
    });
    expect(session?.calls).toEqual([{ method: 'begin' }]);
    session?.onvalidatemerchant?.({ validationURL: VALIDATION_URL });
    await settle();
    expect(host.validateMerchant).toHaveBeenCalledWith({ validationUrl: VALIDATION_URL }, expect.any(AbortSignal));
    session?.onpaymentauthorized?.({ payment: { token: PAYMENT_TOKEN } });
    await settle();
    expect(authorizePayment).toHaveBeenCalledWith({ paymentToken: PAYMENT_TOKEN }, expect.any(AbortSignal));
    expect(session?.calls).toEqual([
      { method: 'begin' },
      { method: 'completeMerchantValidation', argument: MERCHANT_SESSION },
      { method: 'completePayment', argument: { status: ApplePaySession.STATUS_FAILURE } },
    ]);
    expect(selectFailure(actor.getSnapshot())).toEqual({ code: 'declined', message: 'Insufficient funds' });

    // Try again, paid this time; then the sheet closed on a third.
    authorizePayment.mockResolvedValueOnce(PAID);
    actor.send(RETRY);
    const second = made[1];
    second?.onvalidatemerchant?.({ validationURL: VALIDATION_URL });
    await settle();
    second?.onpaymentauthorized?.({ payment: { token: PAYMENT_TOKEN } });
    await settle();
    expect(second?.calls.at(-1)).toEqual({ method: 'completePayment', argument: { status: ApplePaySession.STATUS_SUCCESS } });
    expect(selectOrderCode(actor.getSnapshot())).toBe('ORD-APPLE');
  });

  it("the browser's cancel reaches the machine, and a sheet closed by the shopper is not aborted", () => {
    const { ApplePaySession, made } = createFakeApplePaySessionClass();
    const { host } = deps();
    const actor = createActor(provided({ ...host, createSession: browserApplePaySessions(ApplePaySession) })).start();
    actor.send(START);
    made[0]?.oncancel?.({});
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(made[0]?.calls).toEqual([{ method: 'begin' }]);
  });

  it('closing a sheet that is already gone (the browser throws) does not break leaving the page', () => {
    const browser = createFakeSessions();
    const create: CreateApplePaySession = (request, handlers) => ({
      ...browser.create(request, handlers),
      abort: () => {
        throw new DOMException('The session is not active.', 'InvalidStateError');
      },
    });
    const { host } = deps();
    const actor = createActor(provided({ ...host, createSession: create })).start();
    actor.send(START);
    expect(() => actor.stop()).not.toThrow();
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it.each([
    ['no window (server rendering)', false, undefined],
    ['no ApplePaySession', false, {}],
    ['canMakePayments false', false, { ApplePaySession: { canMakePayments: (): boolean => false } }],
    ['canMakePayments true', true, { ApplePaySession: { canMakePayments: (): boolean => true } }],
    [
      'canMakePayments throwing (an insecure page)',
      false,
      {
        ApplePaySession: {
          canMakePayments: (): boolean => {
            throw new DOMException('Trying to start an Apple Pay session from an insecure document.', 'InvalidAccessError');
          },
        },
      },
    ],
    // A look-alike global without the method (not the browser's API) offers nothing.
    ['an ApplePaySession without canMakePayments', false, { ApplePaySession: {} as { canMakePayments(): boolean } }],
  ] as const)('isApplePayAvailable with %s is %s', (_name, expected, win) => {
    expect(isApplePayAvailable(win)).toBe(expected);
  });

  it('isApplePayAvailable takes the page’s window as it is, and anything a page’s global may hold', () => {
    // Node's global stands for a browser without Apple Pay.
    expect(isApplePayAvailable(globalThis as unknown as Window)).toBe(false);
    for (const odd of [null, 'yes', 1, { canMakePayments: true }]) {
      // A global the page does not control may hold anything: not what the type says.
      expect(isApplePayAvailable({ ApplePaySession: odd } as unknown as ApplePayWindow)).toBe(false);
    }
  });

  it("isApplePayAvailable takes the browser's stand-in class", () => {
    expect(isApplePayAvailable({ ApplePaySession: createFakeApplePaySessionClass().ApplePaySession })).toBe(true);
    expect(isApplePayAvailable({ ApplePaySession: createFakeApplePaySessionClass({ canMakePayments: () => false }).ApplePaySession })).toBe(
      false,
    );
  });
});
