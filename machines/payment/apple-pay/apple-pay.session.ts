import { fromCallback } from 'xstate';
import type {
  ApplePayMerchantSession,
  ApplePayPaymentRequest,
  ApplePayPaymentToken,
  ApplePaySessionEvent,
  ApplePaySessionMessage,
} from './apple-pay.types';

/*
 * Safari's payment sheet as the machine's `applePaySession` actor, and the part of the browser's
 * Apple Pay API it uses. The storefront provides the actor over `window.ApplePaySession`
 * (`applePayActors` in storefront/app/features/payment/payment.actors.ts); tests over a fake.
 */

/** What the browser session reports, one handler per `ApplePaySession` event. */
export interface ApplePaySessionHandlers {
  /** `onvalidatemerchant`: its `validationURL`. */
  validateMerchant: (validationUrl: string) => void;
  /** `onpaymentauthorized`: its `payment.token`. */
  authorized: (paymentToken: ApplePayPaymentToken) => void;
  /** `oncancel`: the shopper closed the sheet (or the browser gave up on it). */
  cancelled: () => void;
}

/** The calls the machine makes on a running browser session. */
export interface ApplePaySessionControls {
  completeMerchantValidation: (merchantSession: ApplePayMerchantSession) => void;
  completePayment: (success: boolean) => void;
  abort: () => void;
}

/**
 * Opens the payment sheet: creates the browser session for `request`, wires
 * `handlers`, begins it, and answers its controls. Called synchronously
 * within `applePay.start` (the shopper's click). May throw (the browser
 * refusing): the machine shows `generic`. `browserApplePaySessions` makes
 * one from the browser's `ApplePaySession`; tests pass a fake.
 */
export type CreateApplePaySession = (request: ApplePayPaymentRequest, handlers: ApplePaySessionHandlers) => ApplePaySessionControls;

/**
 * The browser session as the machine's `applePaySession` actor: created and
 * begun when the actor starts (in the same step as `applePay.start`, so within
 * the shopper's gesture), its events sent to the machine, the machine's
 * messages turned into its calls. Once it has ended (completed, aborted, or
 * closed by the shopper) it is called no more; stopped while still open (the
 * machine left the session, the page was left) it is aborted.
 */
export function applePaySessionActor(createSession: CreateApplePaySession) {
  return fromCallback<ApplePaySessionMessage, ApplePayPaymentRequest>(({ input, sendBack, receive }) => {
    let open = true;
    const report = (event: ApplePaySessionEvent) => sendBack(event);
    const session = createSession(input, {
      validateMerchant: (validationUrl) => report({ type: 'session.validateMerchant', validationUrl }),
      authorized: (paymentToken) => report({ type: 'session.authorized', paymentToken }),
      cancelled: () => {
        open = false;
        report({ type: 'session.cancelled' });
      },
    });
    /** Closes a sheet still up, once. */
    const close = () => {
      if (!open) return;
      open = false;
      try {
        session.abort();
      } catch {
        // The browser throws when the sheet has already gone (InvalidStateError): there is nothing left to close.
      }
    };
    receive((message) => {
      if (!open) return;
      switch (message.type) {
        case 'completeMerchantValidation':
          try {
            session.completeMerchantValidation(message.merchantSession);
          } catch (error) {
            // A merchant session the browser rejects ends the sheet: close it, and fail the actor so
            // the machine shows the error (an errored actor runs no clean-up of its own).
            close();
            throw error;
          }
          break;
        case 'completePayment':
          open = false;
          try {
            session.completePayment(message.success);
          } catch {
            // The outcome stands whatever the sheet says: the machine has already left the session,
            // so nothing could hear this error, and the browser closes the sheet itself.
          }
          break;
        case 'abort':
          close();
          break;
      }
    });
    return close;
  });
}

/*
 * The browser's Apple Pay API (not in TypeScript's DOM types): only the part
 * this flow uses, so a test's stand-in fits as well as Safari's.
 */

/** Apple's version 3 of the API: every Safari with Apple Pay on the web has it. */
export const APPLE_PAY_VERSION = 3;
/** Spec §1's card brands, in Apple's spelling. */
export const APPLE_PAY_SUPPORTED_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'] as const;
/** The card gateway takes 3-D Secure cryptograms, which every Apple Pay card supports. */
export const APPLE_PAY_MERCHANT_CAPABILITIES = ['supports3DS'] as const;

/** The request the browser's `ApplePaySession` takes. */
export interface BrowserApplePayRequest extends ApplePayPaymentRequest {
  readonly supportedNetworks: readonly string[];
  readonly merchantCapabilities: readonly string[];
}

/** One `ApplePaySession`: its event handlers and calls. */
export interface BrowserApplePaySession {
  onvalidatemerchant: ((event: { readonly validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { readonly payment: { readonly token: ApplePayPaymentToken } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: ApplePayMerchantSession): void;
  completePayment(result: { readonly status: number }): void;
}

/** `window.ApplePaySession`: the constructor and its statics. */
export interface BrowserApplePaySessionClass {
  new (version: number, request: BrowserApplePayRequest): BrowserApplePaySession;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
  canMakePayments(): boolean;
}

/** A `CreateApplePaySession` over the browser's `ApplePaySession` (pass `window.ApplePaySession`). */
export function browserApplePaySessions(ApplePaySession: BrowserApplePaySessionClass): CreateApplePaySession {
  return (request, handlers) => {
    const session = new ApplePaySession(APPLE_PAY_VERSION, {
      ...request,
      supportedNetworks: APPLE_PAY_SUPPORTED_NETWORKS,
      merchantCapabilities: APPLE_PAY_MERCHANT_CAPABILITIES,
    });
    session.onvalidatemerchant = (event) => handlers.validateMerchant(event.validationURL);
    session.onpaymentauthorized = (event) => handlers.authorized(event.payment.token);
    session.oncancel = () => handlers.cancelled();
    session.begin();
    return {
      completeMerchantValidation: (merchantSession) => session.completeMerchantValidation(merchantSession),
      completePayment: (success) =>
        session.completePayment({ status: success ? ApplePaySession.STATUS_SUCCESS : ApplePaySession.STATUS_FAILURE }),
      abort: () => session.abort(),
    };
  };
}

/** What `isApplePayAvailable` reads of `window`: a test's stand-in fits as well as the browser's. */
export interface ApplePayWindow {
  readonly ApplePaySession?: { canMakePayments(): boolean };
}

/**
 * Whether to offer Apple Pay (issue 6: only where the browser supports it):
 * `ApplePaySession` present and `canMakePayments()` true. A browser that
 * throws instead (Safari does outside a secure context) offers none, and so
 * does the server (no `window`). Takes `window` as it is: TypeScript's DOM
 * types know no `ApplePaySession`.
 */
export function isApplePayAvailable(win: ApplePayWindow | Window | undefined): boolean {
  // Read structurally: `Window` has no such property in TypeScript's types, and a page's global may be anything.
  const candidate: unknown = (win as { ApplePaySession?: unknown } | undefined)?.ApplePaySession;
  if (typeof candidate !== 'function' && (typeof candidate !== 'object' || candidate === null)) return false;
  const { canMakePayments } = candidate as { canMakePayments?: unknown };
  if (typeof canMakePayments !== 'function') return false;
  try {
    return canMakePayments.call(candidate) === true;
  } catch {
    return false;
  }
}
