/**
 * What a failed Apple Pay payment shows (spec §4 "Payment display" 'Could not
 * verify your payment' with try again; §8 "Payment calls").
 *
 * The codes below are those the backend refuses `applePayMerchantSession`
 * and `payWithApplePay` with (Apple Pay is charged through the card gateway,
 * hence its card codes). Machines import only types from `api/`, so
 * a rejection is read structurally (`detail.kind`, `detail.status`,
 * `detail.code`, `detail.message` of the api's `ShopError`), as
 * `machines/wallet-payment/wallet-payment.failures.ts` does; anything else (a
 * bug, a stub) is `generic`.
 *
 * The shopper closing the sheet is no failure: the form comes back, no key.
 */

/** The backend's refusals of `applePayMerchantSession` and `payWithApplePay`. */
export const APPLE_PAY_ERROR_CODES = [
  'APPLE_PAY_VALIDATION_FAILED',
  'CARD_GATEWAY_UNAVAILABLE',
  'CARD_GATEWAY_TIMEOUT',
  'CARD_PAYMENT_IN_PROGRESS',
  'NO_ACTIVE_ORDER',
  'CARD_PAYMENT_NOT_READY',
] as const;
export type ApplePayErrorCode = (typeof APPLE_PAY_ERROR_CODES)[number];

/**
 * Why the payment display shows its error, as a KEY the storefront translates
 * (English in `APPLE_PAY_FAILURE_MESSAGES_EN`):
 * - `declined`: the gateway refused the payment; `message` is its text when it sent one.
 * - `validationFailed`: the shop could not get Apple's merchant session (the sheet was closed).
 * - `unavailable`: the gateway (or the shop) could not be reached or answered 5xx.
 * - `timeout`: it did not answer in time.
 * - `inProgress`: this order's payment already runs (another tab, a double submit).
 * - `noActiveOrder`: no cart to pay (emptied, or the session ended).
 * - `notReady`: the billing step has not been sent yet.
 * - `generic`: anything else (also the browser refusing to open the sheet); `message` is the server's own text when it sent one.
 */
export type ApplePayFailureKey =
  | 'declined'
  | 'validationFailed'
  | 'unavailable'
  | 'timeout'
  | 'inProgress'
  | 'noActiveOrder'
  | 'notReady'
  | 'generic';

export interface ApplePayFailure {
  readonly key: ApplePayFailureKey;
  /** Only with `declined` and `generic`: the server's own text (spec §8 "Payment calls": the error field is raised). */
  readonly message?: string;
  /** What the request or the browser session failed with (in the storefront a `ShopError`), for logging; absent for a decline. */
  readonly cause?: unknown;
}

const KEY_BY_CODE = {
  APPLE_PAY_VALIDATION_FAILED: 'validationFailed',
  CARD_GATEWAY_UNAVAILABLE: 'unavailable',
  CARD_GATEWAY_TIMEOUT: 'timeout',
  CARD_PAYMENT_IN_PROGRESS: 'inProgress',
  NO_ACTIVE_ORDER: 'noActiveOrder',
  CARD_PAYMENT_NOT_READY: 'notReady',
} as const satisfies Record<ApplePayErrorCode, ApplePayFailureKey>;

/**
 * English reference texts of the failure keys for the storefront's `en`
 * catalog, shown under the display's 'Could not verify your payment'.
 * `declined` and `generic` are shown only when the server sent no words of
 * its own. None is in the spec but `generic`; the others are the wallet's
 * words where the situation is the same.
 */
export const APPLE_PAY_FAILURE_MESSAGES_EN = {
  declined: 'Your payment was declined. Please try another card or payment method.',
  validationFailed: 'Apple Pay could not be started. Please try again or choose another payment method.',
  unavailable: 'The payment service is not available right now. Please try again in a moment.',
  timeout: 'The payment service did not answer in time. Please try again.',
  inProgress: 'This payment is already being processed. Please wait a moment.',
  noActiveOrder: 'There is no order to pay: your cart is empty or your session has ended.',
  notReady: 'Please fill in your billing details before paying.',
  /** Spec §8's generic text, its spelling included. */
  generic: 'An error occured',
} as const satisfies Record<ApplePayFailureKey, string>;

type Detail =
  | { readonly kind: 'http'; readonly status?: unknown; readonly code?: unknown; readonly message?: unknown }
  | { readonly kind: 'timeout' | 'network' | 'schema' };

/** The api's `detail` of a rejection, or `null` for anything that is not a `ShopError`. */
function detailOf(cause: unknown): Detail | null {
  if (typeof cause !== 'object' || cause === null) return null;
  const detail: unknown = (cause as { detail?: unknown }).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { kind } = detail as { kind?: unknown };
  return kind === 'http' || kind === 'timeout' || kind === 'network' || kind === 'schema' ? (detail as Detail) : null;
}

/** A server's text worth showing: trimmed, never blank. */
function words(message: unknown): string | null {
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/** The `detail.code` of an http refusal when it is one of the Apple Pay codes. */
export function applePayErrorCodeOf(cause: unknown): ApplePayErrorCode | null {
  const detail = detailOf(cause);
  if (detail?.kind !== 'http') return null;
  const { code } = detail;
  return typeof code === 'string' && (APPLE_PAY_ERROR_CODES as readonly string[]).includes(code) ? (code as ApplePayErrorCode) : null;
}

/**
 * The failure to show for a rejection: the key of its code; else the shop
 * not reached (`unavailable`), not answering in time or a 504 (`timeout`), a
 * 502 or 503 from a proxy (`unavailable`); else `generic` with the server's
 * own text when it sent one (never the client's description of a failure).
 */
export function applePayFailureOf(cause: unknown): ApplePayFailure {
  const code = applePayErrorCodeOf(cause);
  if (code !== null) return { key: KEY_BY_CODE[code], cause };
  const detail = detailOf(cause);
  if (detail?.kind === 'network') return { key: 'unavailable', cause };
  if (detail?.kind === 'timeout') return { key: 'timeout', cause };
  if (detail?.kind === 'http') {
    if (detail.status === 502 || detail.status === 503) return { key: 'unavailable', cause };
    if (detail.status === 504) return { key: 'timeout', cause };
    const message = words(detail.message);
    if (message !== null) return { key: 'generic', message, cause };
  }
  return { key: 'generic', cause };
}

/** A decline as the shop answered it: its words when it sent any. */
export function declinedFailure(message: unknown): ApplePayFailure {
  const said = words(message);
  return said === null ? { key: 'declined' } : { key: 'declined', message: said };
}
