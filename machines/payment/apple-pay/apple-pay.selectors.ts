import type { SnapshotFrom } from 'xstate';
import type { ApplePayFailure } from './apple-pay.failures';
import type { applePayMachine } from './apple-pay.machine';
import type { ApplePayDisplay } from './apple-pay.types';

export type ApplePaySnapshot = SnapshotFrom<typeof applePayMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/**
 * What the payment area shows (spec §4 "Payment display"), with the card
 * machine's values: the payment step's own controls (`form`) also while
 * Apple's sheet is up over them (the sheet shows its own progress, and
 * closing it must not flash anything), `processing` 'Processing your
 * payment...' from the shopper's authorisation until the shop answers (also
 * after the sheet was closed meanwhile), `confirmed` 'Payment successful.
 * Redirecting...' until the thank-you page, or `error` 'Could not verify your
 * payment' with try again.
 */
export function selectPaymentDisplay(snapshot: ApplePaySnapshot): ApplePayDisplay {
  if (snapshot.matches('confirmed') || snapshot.matches('leaving')) return 'confirmed';
  if (snapshot.matches('failed')) return 'error';
  if (snapshot.matches({ session: 'paying' })) return 'processing';
  return 'form';
}

/** Why the display shows its error: a code the storefront turns into words, or `null`. */
export const selectFailure = (snapshot: ApplePaySnapshot): ApplePayFailure | null => snapshot.context.failure;

/** A browser session runs (the sheet is up, or the shop pays): the Apple Pay button is disabled with a loader. */
export const selectIsBusy = (snapshot: ApplePaySnapshot): boolean => snapshot.hasTag('busy');

/** The placed order's code once paid, for the thank-you page; `null` before. */
export const selectOrderCode = (snapshot: ApplePaySnapshot): string | null => snapshot.context.orderCode;
