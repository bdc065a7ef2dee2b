import type { SnapshotFrom } from 'xstate';
import type { WalletPaymentFailure } from './wallet-payment.failures';
import type { walletPaymentMachine } from './wallet-payment.machine';
import type { WalletPaymentDisplay, WalletPaymentStatus } from './wallet-payment.types';

export type WalletPaymentSnapshot = SnapshotFrom<typeof walletPaymentMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/**
 * What the payment area shows (spec §4 "Payment display"), with the card
 * machine's values: the payment step's own controls (`form`), `processing`
 * 'Processing your payment...' from the press of the wallet's button until
 * the page is left and while a return is verified, `confirmed` 'Payment
 * successful. Redirecting...' until the thank-you page, `pending` while the
 * wallet is still confirming a placed order's payment (issue 15), or `error` 'Could not
 * verify your payment' with try again, which stays after "Try again" on the
 * return page until the host has navigated, so nothing flashes.
 */
export function selectPaymentDisplay(snapshot: WalletPaymentSnapshot): WalletPaymentDisplay {
  if (snapshot.matches('pending')) return 'pending';
  // `leaving` keeps what was on screen until the host has navigated: the confirmation, or the pending notice.
  if (snapshot.matches('leaving')) return snapshot.context.paymentStatus === 'PENDING' ? 'pending' : 'confirmed';
  if (snapshot.matches('confirmed')) return 'confirmed';
  if (snapshot.matches('failed') || snapshot.matches('handedBack')) return 'error';
  if (snapshot.hasTag('busy')) return 'processing';
  return 'form';
}

/** Why the display shows its error: a code the storefront turns into words, or `null`. */
export const selectFailure = (snapshot: WalletPaymentSnapshot): WalletPaymentFailure | null => snapshot.context.failure;

/** A request runs or the page is being left for the wallet: the wallet's button is disabled with a loader. */
export const selectIsBusy = (snapshot: WalletPaymentSnapshot): boolean => snapshot.hasTag('busy');

/** The placed order's code once the return is verified, for the thank-you page; `null` before. */
export const selectOrderCode = (snapshot: WalletPaymentSnapshot): string | null => snapshot.context.orderCode;

/** `PAID`, or `PENDING` while the wallet still confirms the placed order's payment; `null` before the return is verified. */
export const selectPaymentStatus = (snapshot: WalletPaymentSnapshot): WalletPaymentStatus | null => snapshot.context.paymentStatus;

/** Where the shopper approves, while the page is being left for it (a fallback link if the redirect is blocked). */
export const selectApproveUrl = (snapshot: WalletPaymentSnapshot): string | null => snapshot.context.approveUrl;
