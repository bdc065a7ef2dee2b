import { paymentFailureOf } from '../failures/payment-failures';

/**
 * What a failed wallet payment shows (spec §4 "Payment display" 'Could not
 * verify your payment' with try again; §8 "Payment calls", "Payment
 * verification"; issue 6 "Bad input").
 *
 * The codes below are what the backend's wallet operations answer with
 * (backend/src/plugins/payment/wallet/wallet-payment-errors.ts). Machines import only types from `api/`, so a
 * rejection is read structurally (`detail.kind`, `detail.status`,
 * `detail.code`, `detail.message` of the api's `ShopError`), as
 * `machines/account/login-registration/account-failures.ts` does; anything else (a bug, a
 * stub) is `generic`.
 */

/**
 * Why the payment display shows its error, as a code the storefront turns into words
 * (`features/payment/payment-messages.ts`):
 * - `cancelled`: the shopper cancelled on the wallet's page.
 * - `verificationFailed`: the return could not be verified: a forged, blank or
 *   missing token or payer id, a return for another shopper's order, or the
 *   capture refused.
 * - `amountChanged`: the cart changed between creating the wallet order and capturing it.
 * - `unavailable`: the wallet gateway (or the shop) could not be reached or answered 5xx.
 * - `timeout`: it did not answer in time.
 * - `inProgress`: this order's payment already runs (another tab, a double submit).
 * - `noActiveOrder`: no cart to pay (emptied, or the session ended).
 * - `notReady`: the billing step has not been sent yet.
 * - `generic`: anything else; `message` is the server's own text when it sent one.
 */
export type WalletFailureCode =
  | 'cancelled'
  | 'verificationFailed'
  | 'amountChanged'
  | 'unavailable'
  | 'timeout'
  | 'inProgress'
  | 'noActiveOrder'
  | 'notReady'
  | 'generic';

export interface WalletPaymentFailure {
  readonly code: WalletFailureCode;
  /** Only with `generic`: the server's own text (spec §8 "Payment calls": the error field is raised). */
  readonly message?: string;
  /** What the request rejected with (in the storefront a `ShopError`), for logging; absent when nothing was asked. */
  readonly cause?: unknown;
}

/** The backend's refusals of `startWalletPayment` and `finishWalletPayment`, and the failure each shows. */
const FAILURE_BY_ERROR_CODE = {
  WALLET_PAYMENT_CANCELLED: 'cancelled',
  WALLET_VERIFICATION_FAILED: 'verificationFailed',
  // Said as a failed verification: the shopper holding someone else's return learns nothing about that order.
  WALLET_FOREIGN_ORDER: 'verificationFailed',
  WALLET_AMOUNT_CHANGED: 'amountChanged',
  WALLET_GATEWAY_UNAVAILABLE: 'unavailable',
  WALLET_GATEWAY_TIMEOUT: 'timeout',
  WALLET_PAYMENT_IN_PROGRESS: 'inProgress',
  NO_ACTIVE_ORDER: 'noActiveOrder',
  WALLET_PAYMENT_NOT_READY: 'notReady',
} as const satisfies Record<string, WalletFailureCode>;
export type WalletErrorCode = keyof typeof FAILURE_BY_ERROR_CODE;
export const WALLET_ERROR_CODES = Object.keys(FAILURE_BY_ERROR_CODE) as readonly WalletErrorCode[];

/** The failure to show for a rejection (payment-failures.ts): the failure code of its error code, else what failed on the way. */
export function walletFailureOf(cause: unknown): WalletPaymentFailure {
  return paymentFailureOf(cause, FAILURE_BY_ERROR_CODE);
}
