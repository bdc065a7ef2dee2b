import type { SnapshotFrom } from 'xstate';
import type { FieldError, FieldErrors } from '../forms/form-fields';
import { formFieldErrors } from '../forms/form-machine';
import { billingForm, type checkoutMachine } from './checkout.machine';
import type {
  Checkout,
  CheckoutCountry,
  CheckoutFormField,
  CheckoutSubmitError,
  CheckoutValues,
  CountryState,
  TaxStatus,
} from './checkout.types';
import { countryOf } from '../forms/address-rules';
import { validateCheckoutForm, type CheckoutFormCode, type CheckoutRuleError } from './checkout.validation';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/**
 * What a field shows under itself: a rule's code, or the server's own
 * text for a field it refused (shown as written, spec §8).
 */
export type CheckoutFieldError = FieldError<CheckoutRuleError>;

export type CheckoutFieldErrors = FieldErrors<CheckoutFormField, CheckoutRuleError>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

const NO_STATES: readonly CountryState[] = [];

/** Every value as the shopper typed it (untrimmed), the country code included. */
export const selectValues = (snapshot: CheckoutSnapshot): CheckoutValues => snapshot.context.values;

export const selectCountries = (snapshot: CheckoutSnapshot): readonly CheckoutCountry[] => snapshot.context.countries;

const shownErrors = formFieldErrors(billingForm);

/** The errors to show now: of touched fields, or of every field after a press of continue. */
export const selectFieldErrors = (snapshot: CheckoutSnapshot): CheckoutFieldErrors => shownErrors(snapshot.context);

/**
 * Spec §4 'Please fill all the required fields before continuing': after a
 * refused press of continue, until the form is complete again (then the
 * button is the next step, not a message).
 */
export function selectFormError(snapshot: CheckoutSnapshot): CheckoutFormCode | null {
  const { context } = snapshot;
  if (!context.incomplete) return null;
  return Object.keys(validateCheckoutForm(context, context.countries)).length > 0 ? 'incomplete' : null;
}

/** The last failed `advanceOrder`; its `cause` is the api's `ShopError` (message: server text + joined details). */
export const selectSubmitError = (snapshot: CheckoutSnapshot): CheckoutSubmitError | null => snapshot.context.failure;

export const selectIsSubmitting = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('busy');

/**
 * The tax row (spec §4). The VAT of an eSIM (an electronically supplied
 * service) follows the buyer's country, so an amount answered for another
 * country than the one now selected would be wrong: it shows `pending` until
 * the address is sent again. Other edits (name, street, zip) keep the amount.
 */
export function selectTaxStatus(snapshot: CheckoutSnapshot): TaxStatus {
  if (snapshot.hasTag('busy')) return 'calculating';
  const sent = snapshot.context.checkout?.billingAddress ?? null;
  return sent !== null && sent.countryCode === snapshot.context.values.countryCode ? 'calculated' : 'pending';
}

/** The last checkout the shop answered (or resumed from); `cart.taxSubtotal` is the VAT when `calculated`. */
export const selectCheckout = (snapshot: CheckoutSnapshot): Checkout | null => snapshot.context.checkout;

export const selectSelectedCountry = (snapshot: CheckoutSnapshot): CheckoutCountry | null =>
  countryOf(snapshot.context.countries, snapshot.context.values.countryCode) ?? null;

/** The state select's options; empty when the selected country has no state field. */
export const selectStates = (snapshot: CheckoutSnapshot): readonly CountryState[] => selectSelectedCountry(snapshot)?.states ?? NO_STATES;

/** The zip code field is shown (and required). */
export const selectNeedsZipCode = (snapshot: CheckoutSnapshot): boolean => selectSelectedCountry(snapshot)?.needsZipCode ?? false;

/** The zip code field's hint ('75008'), only while that field is shown. */
export function selectZipExample(snapshot: CheckoutSnapshot): string | null {
  const country = selectSelectedCountry(snapshot);
  return country?.needsZipCode ? country.zipCodeExample : null;
}

export const selectDisclaimerAccepted = (snapshot: CheckoutSnapshot): boolean => snapshot.context.disclaimerAccepted;

/** The paid order's code once the payment step reported success; `null` before. */
export const selectOrderCode = (snapshot: CheckoutSnapshot): string | null => snapshot.context.orderCode;
