/**
 * Types and constants of the Apple Pay payment (spec §1 Apple Pay named; §4
 * "Payment display"; §8 "Payment calls"; issue 6 "Apple Pay").
 *
 * Apple Pay runs in the page: the browser's `ApplePaySession` shows Apple's
 * payment sheet, asks the page to validate the merchant, and hands it the
 * shopper's authorised payment token. The shop's side is the api's
 * `getApplePayMerchantSession` and `payWithApplePay` (api/operations/payment/card-payment.ts),
 * which the storefront binds to the `validateMerchant` and `authorizePayment` actors.
 */
import type { CardDebitResult } from '../../../api/operations/payment/card-payment';
import type { PaymentDisplay } from '../card/card-payment.types';
import type { ApplePayFailure } from './apple-pay.failures';

/**
 * What the payment sheet shows, Apple's `ApplePayPaymentRequest` without the
 * parts that never change in this shop (networks, capabilities: the browser
 * session adds them, apple-pay.session.ts). `amount` is Apple's decimal string
 * in the currency's major unit (`'12.50'`). The sheet's amount is what the
 * shopper sees; the backend charges the order's total whatever it says.
 */
export interface ApplePayPaymentRequest {
  readonly total: { readonly label: string; readonly amount: string };
  /** ISO 4217, e.g. `EUR`. */
  readonly currencyCode: string;
  /** ISO 3166 of the merchant, e.g. `US`. */
  readonly countryCode: string;
}

/** A JSON object the shop passes through untouched (Apple's merchant session, the shopper's payment token). */
export interface ApplePayOpaque {
  readonly [key: string]: unknown;
}

/** Apple's merchant session, as the shop's `applePayMerchantSession` answers it, for `completeMerchantValidation`. */
export type ApplePayMerchantSession = ApplePayOpaque;

/** The shopper's authorised payment (`event.payment.token` of `onpaymentauthorized`), for the shop to charge. */
export type ApplePayPaymentToken = ApplePayOpaque;

/** Input of the injected `validateMerchant` actor: the browser's `validationURL`. */
export interface ValidateMerchantInput {
  readonly validationUrl: string;
}

/** Input of the injected `authorizePayment` actor. */
export interface AuthorizePaymentInput {
  readonly paymentToken: ApplePayPaymentToken;
}

/**
 * What `authorizePayment` answers (the shop's `payWithApplePay`): the placed
 * order, or the gateway's refusal with its words (spec §8 "Payment calls").
 * A request that failed rejects instead (the api's `ShopError`). The api
 * answers a card debit's result, whose `challenge` an Apple Pay payment
 * never takes (the cryptogram is the authentication): the machine shows it
 * as `generic`, never following a challenge from inside the sheet.
 */
export type ApplePayResult =
  | { readonly status: 'succeeded'; readonly orderCode: string }
  | { readonly status: 'declined'; readonly message: string }
  | { readonly status: 'challenge' };
/** Compile-time only: stops compiling when the api's `payWithApplePay` answers something this machine cannot read. */
type _ApplePayResultFitsApi = Assert<Fits<CardDebitResult, ApplePayResult>>;
type Fits<A, B> = [A] extends [B] ? true : false;

/**
 * What the shared `PaymentStatus` component shows, or `form` while the
 * payment step's own controls are on screen: the card machine's values, so
 * one component and one host serve every method.
 */
export type ApplePayDisplay = 'form' | 'processing' | 'confirmed' | 'error';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time only: stops compiling when Apple Pay's display and the card's differ. */
type _ApplePayDisplayMatchesCard = Assert<Same<ApplePayDisplay, PaymentDisplay>>;

export interface ApplePayContext {
  /** What the sheet shows; from the last `applePay.start`, kept for "Try again". `null` before the first. */
  readonly request: ApplePayPaymentRequest | null;
  /** The browser's validation URL; only while the merchant is validated. */
  readonly validationUrl: string | null;
  /** The shopper's authorised payment; only while the shop pays with it. */
  readonly paymentToken: ApplePayPaymentToken | null;
  /**
   * The shopper closed the sheet while the shop was paying: the payment may
   * still succeed, so the machine waits for the answer, but tells the closed
   * sheet nothing more. Only ever `true` while paying (and on the way out of it).
   */
  readonly sheetDismissed: boolean;
  readonly failure: ApplePayFailure | null;
  /** The paid order's code, once confirmed. */
  readonly orderCode: string | null;
}

/**
 * Events, dotted by source. Every event not listed for a situation is
 * ignored there: while a session runs a second press of the button starts
 * nothing (a browser allows one payment sheet at a time), and a session's
 * events after it ended never reach the machine (its actor is stopped).
 *
 * | event                      | sent by                              | effect |
 * |----------------------------|--------------------------------------|--------|
 * | `applePay.start`           | the Apple Pay button                 | `idle` or `failed`: a new browser session with this request. Send it synchronously in the click handler: the browser opens the sheet only during the shopper's gesture |
 * | `applePay.retry`           | "Try again" of the payment display   | `failed`: a new session with the last request (also a click: send it synchronously) |
 * | `session.validateMerchant` | the browser session (`onvalidatemerchant`) | the session's start: ask the shop for a merchant session |
 * | `session.authorized`       | the browser session (`onpaymentauthorized`) | the sheet after validation: the shop pays with the token |
 * | `session.cancelled`        | the browser session (`oncancel`)     | the sheet closed: back to the form, no error; while the shop pays, noted, and the answer awaited |
 */
export type ApplePayEvent = { type: 'applePay.start'; request: ApplePayPaymentRequest } | { type: 'applePay.retry' } | ApplePaySessionEvent;

/** What the browser session (the `applePaySession` actor) sends the machine. */
export type ApplePaySessionEvent =
  | { type: 'session.validateMerchant'; validationUrl: string }
  | { type: 'session.authorized'; paymentToken: ApplePayPaymentToken }
  | { type: 'session.cancelled' };

/**
 * What the machine sends the browser session (`sendTo('applePaySession', …)`),
 * one call of `ApplePaySession` each. Never after the sheet closed.
 */
export type ApplePaySessionMessage =
  | { type: 'completeMerchantValidation'; merchantSession: ApplePayMerchantSession }
  | { type: 'completePayment'; success: boolean }
  | { type: 'abort' };

/**
 * Events the machine emits for its host (`actor.on(type, handler)`).
 *
 * | event          | when | the host |
 * |----------------|------|----------|
 * | `applePay.paid`| the shop paid and placed the order | stores the order code (spec §3); the machine goes to thank-you after `THANK_YOU_REDIRECT_MS` |
 */
export type ApplePayEmitted = { type: 'applePay.paid'; orderCode: string };

/** `busy`: a browser session runs (the sheet is up, or the shop pays); `error`: a failure is shown. */
export type ApplePayTag = 'busy' | 'error';
