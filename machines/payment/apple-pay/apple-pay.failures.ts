import { paymentFailureOf, serverWords } from '../failures/payment-failures';

/**
 * What a failed Apple Pay payment shows (spec §4 "Payment display" 'Could not
 * verify your payment' with try again; §8 "Payment calls").
 *
 * The codes below are those the backend refuses `applePayMerchantSession`
 * and `payWithApplePay` with (Apple Pay is charged through the card gateway,
 * hence its card codes). Machines import only types from `api/`, so
 * a rejection is read structurally (`detail.kind`, `detail.status`,
 * `detail.code`, `detail.message` of the api's `ShopError`), as
 * `machines/payment/wallet/wallet-payment.failures.ts` does; anything else (a
 * bug, a stub) is `generic`.
 *
 * The shopper closing the sheet is no failure: the form comes back, no key.
 */

/**
 * Why the payment display shows its error, as a code the storefront turns into words
 * (`features/payment/payment-messages.ts`):
 * - `declined`: the gateway refused the payment; `message` is its text when it sent one.
 * - `validationFailed`: the shop could not get Apple's merchant session (the sheet was closed).
 * - `unavailable`: the gateway (or the shop) could not be reached or answered 5xx.
 * - `timeout`: it did not answer in time.
 * - `inProgress`: this order's payment already runs (another tab, a double submit).
 * - `noActiveOrder`: no cart to pay (emptied, or the session ended).
 * - `notReady`: the billing step has not been sent yet.
 * - `generic`: anything else (also the browser refusing to open the sheet); `message` is the server's own text when it sent one.
 */
export type ApplePayFailureCode =
  'declined' | 'validationFailed' | 'unavailable' | 'timeout' | 'inProgress' | 'noActiveOrder' | 'notReady' | 'generic';

export interface ApplePayFailure {
  readonly code: ApplePayFailureCode;
  /** Only with `declined` and `generic`: the server's own text (spec §8 "Payment calls": the error field is raised). */
  readonly message?: string;
  /** What the request or the browser session failed with (in the storefront a `ShopError`), for logging; absent for a decline. */
  readonly cause?: unknown;
}

/** The backend's refusals of `applePayMerchantSession` and `payWithApplePay`, and the failure each shows. */
const FAILURE_BY_ERROR_CODE = {
  APPLE_PAY_VALIDATION_FAILED: 'validationFailed',
  CARD_GATEWAY_UNAVAILABLE: 'unavailable',
  CARD_GATEWAY_TIMEOUT: 'timeout',
  CARD_PAYMENT_IN_PROGRESS: 'inProgress',
  NO_ACTIVE_ORDER: 'noActiveOrder',
  CARD_PAYMENT_NOT_READY: 'notReady',
} as const satisfies Record<string, ApplePayFailureCode>;
export type ApplePayErrorCode = keyof typeof FAILURE_BY_ERROR_CODE;
export const APPLE_PAY_ERROR_CODES = Object.keys(FAILURE_BY_ERROR_CODE) as readonly ApplePayErrorCode[];

/** The failure to show for a rejection (payment-failures.ts): the failure code of its error code, else what failed on the way. */
export function applePayFailureOf(cause: unknown): ApplePayFailure {
  return paymentFailureOf(cause, FAILURE_BY_ERROR_CODE);
}

/** A decline as the shop answered it: its words when it sent any. */
export function declinedFailure(message: unknown): ApplePayFailure {
  const said = serverWords(message);
  return said === null ? { code: 'declined' } : { code: 'declined', message: said };
}
