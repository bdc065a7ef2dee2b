/**
 * Types and constants of the wallet payment (spec §2 "Wallet payment return",
 * "Wallet payment failure"; §3 the cart trace cookie; §4 "Wallet payment",
 * "Payment display"; §8 "Payment calls", "Payment verification"; issue 6).
 *
 * The actor inputs and outputs below are the api's `startWalletPayment` and
 * `finishWalletPayment` (api/operations/wallet-payment.ts).
 */
import type { PaymentDisplay } from '../card-payment/card-payment.types';
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

/** What `finishWalletPayment` answers: the placed order. */
export interface WalletPaymentResult {
  readonly orderCode: string;
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
 * Spec §4: 'Payment successful. Redirecting...' stays this long before the
 * thank-you page. Override with `machine.provide({ delays })`.
 */
export const THANK_YOU_REDIRECT_MS = 1500;

/**
 * What the shared `PaymentStatus` component shows (`processing`, `confirmed`,
 * `error`), or `form` while the payment step's own controls are on screen:
 * the card machine's values, so one component and one host serve both.
 */
export type WalletPaymentDisplay = 'form' | 'processing' | 'confirmed' | 'error';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time only: stops compiling when the wallet's display and the card's differ. */
export type WalletDisplayMatchesCard = Assert<Same<WalletPaymentDisplay, PaymentDisplay>>;

/** English reference texts of the payment display, verbatim spec §4 (the card machine's, for the same component). */
export const WALLET_DISPLAY_MESSAGES_EN = {
  processing: 'Processing your payment...',
  confirmed: 'Payment successful. Redirecting...',
  error: 'Could not verify your payment',
} as const satisfies Record<Exclude<WalletPaymentDisplay, 'form'>, string>;

export interface WalletPaymentContext {
  readonly mode: WalletPaymentMode;
  /** The wallet chosen with `wallet.start`; `null` before, and always on the return and error pages. */
  readonly method: WalletMethod | null;
  /** The return's token and payer id, trimmed; only until `finishWalletPayment` settles (never on a blank one). */
  readonly returned: FinishWalletPaymentInput | null;
  /** Where the shopper approves, while the page is being left for it (e.g. for a "continue" link if the redirect is blocked). */
  readonly approveUrl: string | null;
  readonly failure: WalletPaymentFailure | null;
  /** The paid order's code, once confirmed. */
  readonly orderCode: string | null;
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
export type WalletPaymentEvent =
  | { type: 'wallet.start'; method: WalletMethod }
  | { type: 'wallet.retry' }
  | { type: 'page.restored' };

/**
 * Events the machine emits for its host (`actor.on(type, handler)`).
 *
 * | event        | when | the host |
 * |--------------|------|----------|
 * | `wallet.paid`| the return was verified and the order placed | stores the order code (spec §3); the machine goes to thank-you after `THANK_YOU_REDIRECT_MS` |
 */
export type WalletPaymentEmitted = { type: 'wallet.paid'; orderCode: string };

/** `busy`: a request runs or the page is being left for the wallet; `error`: a failure is shown. */
export type WalletPaymentTag = 'busy' | 'error';

export type { WalletPaymentFailure };
