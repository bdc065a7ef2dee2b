import type { SnapshotFrom } from 'xstate';
import type { cardPaymentMachine } from './card-payment.machine';
import {
  CARD_FIELDS,
  type CardBrand,
  type CardConfigError,
  type CardField,
  type CardFieldErrors,
  type CardFieldState,
  type CardRuleError,
  type CardPaymentConfig,
  type CardPaymentContext,
  type CardPaymentFailure,
  type CardSummary,
  type PaymentDisplay,
} from './card-payment.types';

export type CardPaymentSnapshot = SnapshotFrom<typeof cardPaymentMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

const NO_ERRORS: CardFieldErrors = {};

/** What a field that is not valid says (spec §5): the security code's message names its digits (Amex 4). */
function notValid(field: CardField, cvvLength: number): CardRuleError {
  return field === 'cvv' ? { code: 'cvv', digits: cvvLength } : { code: field };
}

/** What each field's state says is wrong with it (spec §5), if anything. */
const ERROR_OF_STATE: Readonly<Record<CardFieldState, (field: CardField, cvvLength: number) => CardRuleError | undefined>> = {
  empty: () => ({ code: 'required' }),
  incomplete: notValid,
  invalid: notValid,
  valid: () => undefined,
};

// Keyed by context: a context is never changed, only replaced, so one computation per snapshot
// and the same object for every component that asks (no re-render from a new but equal object).
const shownErrorsByContext = new WeakMap<CardPaymentContext, CardFieldErrors>();

function shownFieldErrors(context: CardPaymentContext): CardFieldErrors {
  const shown: Partial<Record<CardField, CardRuleError>> = {};
  for (const field of CARD_FIELDS) {
    const error = ERROR_OF_STATE[context.fields[field]](field, context.cvvLength);
    if (error !== undefined && (context.submitAttempted || context.touched[field])) shown[field] = error;
  }
  return Object.keys(shown).length === 0 ? NO_ERRORS : shown;
}

/**
 * The codes to show now (spec §5): of fields the shopper left, or of
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
 * is one, else the one the number's frame detected while typing.
 */
export const selectBrand = (snapshot: CardPaymentSnapshot): CardBrand => snapshot.context.card?.brand ?? snapshot.context.brand;

/** Digits of the security code the card needs (4 for Amex): the CVV's hint and its 'Needs to be {digits} digits'. */
export const selectCvvLength = (snapshot: CardPaymentSnapshot): number => snapshot.context.cvvLength;

/** What may be shown of the tokenized card (its last four digits and brand), or `null`. */
export const selectCardSummary = (snapshot: CardPaymentSnapshot): CardSummary | null => snapshot.context.card;

/** Tokenization, the debit or the 3-D Secure finish runs: the pay button is busy, the fields read-only. */
export const selectIsBusy = (snapshot: CardPaymentSnapshot): boolean => snapshot.hasTag('busy');

/** The gateway's config loads: the form is shown but cannot be sent yet. */
export const selectIsLoadingConfig = (snapshot: CardPaymentSnapshot): boolean => snapshot.hasTag('loading');

/**
 * What the payment area shows (spec §4 "Payment display"): the card form
 * (also while its config loads or failed to, and busy while its hosted fields
 * tokenize: their frames hold the card), `processing` 'Processing your
 * payment...' from the debit until the page is left for 3-D Secure,
 * `confirmed` 'Payment successful. Redirecting...' (until the host has left
 * for the thank-you page), or `error` 'Could not
 * verify your payment' with try again. After "Try again" on the return page
 * the error stays until the host has navigated, so nothing flashes.
 */
export function selectPaymentDisplay(snapshot: CardPaymentSnapshot): PaymentDisplay {
  if (snapshot.matches('confirmed') || snapshot.matches('leaving')) return 'confirmed';
  if (snapshot.matches('failed') || snapshot.matches('handedBack')) return 'error';
  if (snapshot.matches('tokenizing')) return 'form';
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
