import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { ShopError } from '../../../api/errors';
import { createFakeRequests } from '../../test-support/fake-requests';
import { paymentRefusal } from '../failures/payment-failures.test-support';
import type { ApplePayErrorCode } from './apple-pay.failures';
import { applePayMachine } from './apple-pay.machine';
import type {
  ApplePayEmitted,
  ApplePayMerchantSession,
  ApplePayPaymentRequest,
  ApplePayPaymentToken,
  ApplePayResult,
  AuthorizePaymentInput,
  ValidateMerchantInput,
} from './apple-pay.types';
import {
  applePaySessionActor,
  type ApplePaySessionHandlers,
  type BrowserApplePayRequest,
  type BrowserApplePaySession,
  type CreateApplePaySession,
} from './apple-pay.session';

/*
 * Fixtures, a fake shop and a fake browser session for the Apple Pay
 * machine's tests: every request waits until the test answers it
 * (`machines/test-support/fake-requests.ts`), the browser session is the
 * real `applePaySession` actor over a fake `createSession` that logs
 * every call and lets the test play the browser's events, and every
 * navigation is logged in order. Shared by the unit and the model tests.
 */

export const REQUEST: ApplePayPaymentRequest = {
  total: { label: 'eSIM Shop', amount: '19.90' },
  currencyCode: 'EUR',
  countryCode: 'US',
};
export const OTHER_REQUEST: ApplePayPaymentRequest = {
  total: { label: 'eSIM Shop', amount: '24.50' },
  currencyCode: 'EUR',
  countryCode: 'US',
};
export const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
export const MERCHANT_SESSION: ApplePayMerchantSession = { merchantSessionIdentifier: 'SSH-1', signature: 'c2ln' };
export const PAYMENT_TOKEN: ApplePayPaymentToken = {
  paymentData: { version: 'EC_v1', data: 'ZW5jcnlwdGVk' },
  paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'debit' },
  transactionIdentifier: 'TX-1',
};
export const PAID: ApplePayResult = { status: 'succeeded', orderCode: 'ORD-APPLE' };
export const DECLINED: ApplePayResult = { status: 'declined', message: 'Insufficient funds' };

/** A refusal as the api will raise it: an http `ShopError` with an Apple Pay code. */
export const applePayError = (code: ApplePayErrorCode | string, extra: { message?: string; status?: number } = {}): ShopError =>
  paymentRefusal('applePay', code, extra);

/** A request that never reached the shop. */
export const NETWORK_ERROR = new ShopError('applePay', { kind: 'network' });
/** A request the shop did not answer in time. */
export const TIMEOUT_ERROR = new ShopError('applePay', { kind: 'timeout' });

/** A call the machine made on a browser session. */
export type SessionCall =
  | { readonly call: 'completeMerchantValidation'; readonly merchantSession: ApplePayMerchantSession }
  | { readonly call: 'completePayment'; readonly success: boolean }
  | { readonly call: 'abort' };

/** One fake browser session: what it was opened with, the calls it got, and the browser's events to play. */
export interface FakeSession {
  readonly request: ApplePayPaymentRequest;
  readonly calls: SessionCall[];
  validateMerchant(validationUrl?: string): void;
  authorize(paymentToken?: ApplePayPaymentToken): void;
  cancel(): void;
}

/** A fake `createSession`: every session it opened, in order; `refuse` makes the next one throw as a browser would. */
export function createFakeSessions() {
  const sessions: FakeSession[] = [];
  let refusal: unknown = null;
  const create: CreateApplePaySession = (request, handlers: ApplePaySessionHandlers) => {
    if (refusal !== null) {
      const error = refusal;
      refusal = null;
      throw error;
    }
    const calls: SessionCall[] = [];
    sessions.push({
      request,
      calls,
      validateMerchant: (validationUrl = VALIDATION_URL) => handlers.validateMerchant(validationUrl),
      authorize: (paymentToken = PAYMENT_TOKEN) => handlers.authorized(paymentToken),
      cancel: () => handlers.cancelled(),
    });
    return {
      completeMerchantValidation: (merchantSession) => calls.push({ call: 'completeMerchantValidation', merchantSession }),
      completePayment: (success) => calls.push({ call: 'completePayment', success }),
      abort: () => calls.push({ call: 'abort' }),
    };
  };
  return {
    create,
    sessions,
    /** The last session opened; fails the test when there is none. */
    last(): FakeSession {
      const session = sessions.at(-1);
      if (session === undefined) throw new Error('expected a browser session');
      return session;
    },
    refuseNext(error: unknown) {
      refusal = error;
    },
  };
}

/** The bare machine with the fake shop, the fake browser and a navigation log in place of the stubs; `clock` for the model's simulated time. */
export function startApplePay(clock?: ActorOptions<AnyActorLogic>['clock']) {
  const shop = createFakeRequests();
  const browser = createFakeSessions();
  const thankYou: string[] = [];
  const machine = applePayMachine.provide({
    actors: {
      applePaySession: applePaySessionActor(browser.create),
      validateMerchant: shop.request<ApplePayMerchantSession, ValidateMerchantInput>('validateMerchant'),
      authorizePayment: shop.request<ApplePayResult, AuthorizePaymentInput>('authorizePayment'),
    },
    actions: {
      goToThankYou: (_, params) => thankYou.push(params.orderCode),
    },
  });
  const emitted: ApplePayEmitted[] = [];
  const actor = createActor(machine, clock === undefined ? {} : { clock });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, shop, browser, thankYou, emitted };
}

export type ApplePayHarness = ReturnType<typeof startApplePay>;

/**
 * A stand-in for the browser's `ApplePaySession` class, as a test would
 * inject into a page: logs construction and calls, lets the test fire the
 * browser's events.
 */
export function createFakeApplePaySessionClass(options: { canMakePayments?: () => boolean } = {}) {
  const made: FakeBrowserSession[] = [];
  class FakeApplePaySession implements BrowserApplePaySession {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static canMakePayments(): boolean {
      return options.canMakePayments?.() ?? true;
    }
    onvalidatemerchant: BrowserApplePaySession['onvalidatemerchant'] = null;
    onpaymentauthorized: BrowserApplePaySession['onpaymentauthorized'] = null;
    oncancel: BrowserApplePaySession['oncancel'] = null;
    readonly calls: Array<{ readonly method: string; readonly argument?: unknown }> = [];
    constructor(
      readonly version: number,
      readonly request: BrowserApplePayRequest,
    ) {
      made.push(this);
    }
    begin() {
      this.calls.push({ method: 'begin' });
    }
    abort() {
      this.calls.push({ method: 'abort' });
    }
    completeMerchantValidation(merchantSession: ApplePayMerchantSession) {
      this.calls.push({ method: 'completeMerchantValidation', argument: merchantSession });
    }
    completePayment(result: { readonly status: number }) {
      this.calls.push({ method: 'completePayment', argument: result });
    }
  }
  type FakeBrowserSession = FakeApplePaySession;
  return { ApplePaySession: FakeApplePaySession, made };
}
