/**
 * Types and constants of the wallet payment (spec §2 "Wallet payment return",
 * "Wallet payment failure"; §3 the cart trace cookie; §4 "Wallet payment",
 * "Payment display"; §8 "Payment calls", "Payment verification"; issue 6).
 *
 * The actor inputs and outputs below are the api's `startWalletPayment` and
 * `finishWalletPayment` (api/operations/payment/wallet-payment.ts).
 */
import type { PaymentDisplay } from '../card/card-payment.types';
import type { WalletPaymentFailure } from './wallet-payment.failures';

/** The wallets this machine pays with. Apple Pay arrives later, with its own in-page flow. */
export const WALLET_METHODS = ['paypal'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

/**
 * Input of the injected `startWalletPayment` actor. The backend creates the
 * wallet's order from the cart (it alone holds the wallet's access token) and
 * sets the cart trace cookie that links this step to `finishWalletPayment`
 * (spec §3).
 */
export interface StartWalletPaymentInput {
  readonly method: WalletMethod;
}

/** What `startWalletPayment` answers: the wallet's page where the shopper approves the payment. */
export interface WalletApproval {
  readonly approveUrl: string;
}

/**
 * Input of the injected `finishWalletPayment` actor: what the wallet put in
 * the return address (PayPal's `token` and `PayerID`), trimmed. The backend
 * checks the trace cookie, verifies the wallet's order server to server,
 * captures it once (idempotent) and places the order.
 */
export interface FinishWalletPaymentInput {
  readonly token: string;
  readonly payerId: string;
}

/**
 * How the wallet left the payment (the backend's code): `PAID` the money is taken; `PENDING` the
 * wallet is still confirming it (PayPal's pending capture: an eCheck, a review…), the order is
 * placed and its eSIM follows by email once the wallet completes it (issue 15).
 */
export const WALLET_PAYMENT_STATUSES = ['PAID', 'PENDING'] as const;
export type WalletPaymentStatus = (typeof WALLET_PAYMENT_STATUSES)[number];

/** What `finishWalletPayment` answers: the placed order and how its payment stands. */
export interface WalletPaymentResult {
  readonly orderCode: string;
  readonly paymentStatus: WalletPaymentStatus;
}

/**
 * Where the machine runs, read from the route:
 * - `checkout`: the checkout's payment step (the wallet's button).
 * - `return`: `/{lang}/payment/paypal.html` (also `PayPalReturn`) with the
 *   query's `token` and `PayerID`, `null` when absent.
 * - `cancelled`: `/{lang}/payment/paypal-error.html` (also `PayPalError`).
 *   Its `token` is accepted but not used: nothing was approved, so there is
 *   nothing to capture or undo (the wallet's order expires unapproved).
 */
export type WalletPaymentInput =
  | { readonly mode: 'checkout' }
  | { readonly mode: 'return'; readonly token: string | null; readonly payerId: string | null }
  | { readonly mode: 'cancelled'; readonly token: string | null };

export type WalletPaymentMode = WalletPaymentInput['mode'];

/**
 * A payment the wallet is still confirming stays on screen longer before the thank-you page (which
 * says it again): two sentences to read, not three words. Override with `machine.provide({ delays })`.
 */
export const PENDING_REDIRECT_MS = 4000;

/**
 * What the shared `PaymentStatus` component shows (`processing`, `confirmed`,
 * `error`), or `form` while the payment step's own controls are on screen:
 * the card machine's values, so one component and one host serve both. The
 * wallet adds `pending`: the order is placed and the wallet is still
 * confirming the payment (issue 15); a card never is.
 */
export type WalletPaymentDisplay = PaymentDisplay | 'pending';
type Assert<T extends true> = T;
/** Compile-time only: stops compiling when the card shows something the wallet's display does not. */
type _WalletDisplayCoversCard = Assert<[PaymentDisplay] extends [WalletPaymentDisplay] ? true : false>;

export interface WalletPaymentContext {
  readonly mode: WalletPaymentMode;
  /** The wallet chosen with `wallet.start`; `null` before, and always on the return and error pages. */
  readonly method: WalletMethod | null;
  /** The return's token and payer id, trimmed; only until `finishWalletPayment` settles (never on a blank one). */
  readonly returned: FinishWalletPaymentInput | null;
  /** Where the shopper approves, while the page is being left for it (e.g. for a "continue" link if the redirect is blocked). */
  readonly approveUrl: string | null;
  readonly failure: WalletPaymentFailure | null;
  /** The placed order's code, once confirmed or pending. */
  readonly orderCode: string | null;
  /** How its payment stands then: `PAID`, or `PENDING` while the wallet confirms it; `null` before. */
  readonly paymentStatus: WalletPaymentStatus | null;
}

/**
 * Events, dotted by source. Every event not listed for a situation is
 * ignored there: while a request runs or the page is being left, a second
 * press of the wallet's button starts nothing (spec §4 "ignored while one is
 * already running"), and nothing ever finishes a return twice.
 *
 * | event           | sent by                              | effect |
 * |-----------------|--------------------------------------|--------|
 * | `wallet.start`  | the wallet's button (payment step)   | `idle`, or `failed` on the payment step: create the wallet's order, then leave for its page |
 * | `wallet.retry`  | "Try again" of the payment display   | `failed`: on the payment step, start again; on the return or error page, `backToPayment` and stop |
 * | `page.restored` | the host's `pageshow` with `persisted` | `redirecting`: the shopper came Back from the wallet's page to this page from the browser's cache: the button again |
 */
export type WalletPaymentEvent = { type: 'wallet.start'; method: WalletMethod } | { type: 'wallet.retry' } | { type: 'page.restored' };

/**
 * Events the machine emits for its host (`actor.on(type, handler)`).
 *
 * | event           | when | the host |
 * |-----------------|------|----------|
 * | `wallet.paid`   | the return was verified, the order placed and paid | stores the order code (spec §3); the machine goes to thank-you after `THANK_YOU_REDIRECT_MS` |
 * | `wallet.pending`| the return was verified and the order placed; the wallet is still confirming the payment | the same; the machine goes to thank-you after `PENDING_REDIRECT_MS` |
 */
export type WalletPaymentEmitted = { type: 'wallet.paid'; orderCode: string } | { type: 'wallet.pending'; orderCode: string };

/** `busy`: a request runs or the page is being left for the wallet; `error`: a failure is shown. */
export type WalletPaymentTag = 'busy' | 'error';
