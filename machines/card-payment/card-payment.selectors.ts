import type { SnapshotFrom } from 'xstate';
import type { cardPaymentMachine } from './card-payment.machine';
import {
  CARD_FIELDS,
  type CardBrand,
  type CardConfigError,
  type CardField,
  type CardFieldErrors,
  type CardMessageKey,
  type CardPaymentConfig,
  type CardPaymentContext,
  type CardPaymentFailure,
  type CardSummary,
  type CardValues,
  type PaymentDisplay,
} from './card-payment.types';
import { detectBrand, validateCardForm } from './card-validation';

export type CardPaymentSnapshot = SnapshotFrom<typeof cardPaymentMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

const NO_ERRORS: CardFieldErrors = {};

/** The card fields as typed; empty outside the form (cleared once tokenized). */
export const selectValues = (snapshot: CardPaymentSnapshot): CardValues => snapshot.context.values;

// Keyed by context: a context is never changed, only replaced, so one computation per snapshot
// and the same object for every component that asks (no re-render from a new but equal object).
const shownErrorsByContext = new WeakMap<CardPaymentContext, CardFieldErrors>();

function shownFieldErrors(context: CardPaymentContext): CardFieldErrors {
  if (context.checkedAt === null) return NO_ERRORS;
  const rules = validateCardForm(context.values, new Date(context.checkedAt));
  const shown: Partial<Record<CardField, CardMessageKey>> = {};
  for (const field of CARD_FIELDS) {
    const key = rules[field];
    if (key !== undefined && (context.submitAttempted || context.touched[field])) shown[field] = key;
  }
  return Object.keys(shown).length === 0 ? NO_ERRORS : shown;
}

/**
 * The message keys to show now (spec §5): of fields the shopper left, or of
 * every field after a press of pay. Only while the form is on screen.
 */
export function selectFieldErrors(snapshot: CardPaymentSnapshot): CardFieldErrors {
  if (!snapshot.matches('editing')) return NO_ERRORS;
  const { context } = snapshot;
  let shown = shownErrorsByContext.get(context);
  if (shown === undefined) {
    shown = shownFieldErrors(context);
    shownErrorsByContext.set(context, shown);
  }
  return shown;
}

/**
 * The brand icon: the tokenized card's (as the gateway named it) once there
 * is one, else the one the typed number's prefix suggests.
 */
export const selectBrand = (snapshot: CardPaymentSnapshot): CardBrand =>
  snapshot.context.card?.brand ?? detectBrand(snapshot.context.values.cardNumber);

/** What may be shown of the tokenized card ("•••• 4242" with `maskedCardNumber`), or `null`. */
export const selectCardSummary = (snapshot: CardPaymentSnapshot): CardSummary | null => snapshot.context.card;

/** Tokenization, the debit or the 3-D Secure finish runs: the pay button is disabled with a loader. */
export const selectIsBusy = (snapshot: CardPaymentSnapshot): boolean => snapshot.hasTag('busy');

/** The gateway's config loads: the form is shown but cannot be sent yet. */
export const selectIsLoadingConfig = (snapshot: CardPaymentSnapshot): boolean => snapshot.hasTag('loading');

/**
 * What the payment area shows (spec §4 "Payment display"): the card form
 * (also while its config loads or failed to), `processing` 'Processing your
 * payment...' from the press of pay until the page is left for 3-D Secure,
 * `confirmed` 'Payment successful. Redirecting...', or `error` 'Could not
 * verify your payment' with try again. After "Try again" on the return page
 * the error stays until the host has navigated, so nothing flashes.
 */
export function selectPaymentDisplay(snapshot: CardPaymentSnapshot): PaymentDisplay {
  if (snapshot.matches('confirmed')) return 'confirmed';
  if (snapshot.matches('failed') || snapshot.matches('handedBack')) return 'error';
  if (snapshot.hasTag('busy') || snapshot.matches('redirectingToChallenge')) return 'processing';
  return 'form';
}

/** Why the payment display shows its error (declined with the gateway's message, a failed request, or no stored transaction). */
export const selectFailure = (snapshot: CardPaymentSnapshot): CardPaymentFailure | null => snapshot.context.failure;

/** The failed config load the form shows with its retry button, or `null`. */
export const selectConfigError = (snapshot: CardPaymentSnapshot): CardConfigError | null => snapshot.context.configError;

/** The paid order's code once confirmed, for the thank-you page; `null` before. */
export const selectOrderCode = (snapshot: CardPaymentSnapshot): string | null => snapshot.context.orderCode;

export const selectConfig = (snapshot: CardPaymentSnapshot): CardPaymentConfig | null => snapshot.context.config;

/** The sandbox acquirer answers: the form may show the test cards. */
export const selectIsSandbox = (snapshot: CardPaymentSnapshot): boolean => snapshot.context.config?.sandbox ?? false;

/** Where 3-D Secure is completed, while the page is being left for it (a fallback link if the redirect is blocked). */
export const selectChallengeUrl = (snapshot: CardPaymentSnapshot): string | null =>
  snapshot.matches('redirectingToChallenge') ? snapshot.context.challengeUrl : null;
