/**
 * Between the form and the shop: the `advanceOrder` request a valid form
 * makes, and the field errors a refused one may come back with (spec §3
 * "Address sent when advancing an order", §8 "Advance order failure").
 */
import { normalisePostcode } from '../forms/address-rules';
import { serverFieldErrorsOf } from '../forms/refusals';
import type { AdvanceOrderInput, CheckoutAddress, CheckoutCountry, CheckoutValues, ServerFieldErrors } from './checkout.types';
import { CHECKOUT_FORM_FIELDS, SERVER_FIELDS } from './checkout.types';

/**
 * The request for a valid form: trimmed texts, the postcode normalised as it
 * was checked, and the state and postcode only when the country asks for them
 * (the typed values stay in the machine's context as typed).
 */
export function advanceOrderInputOf(values: CheckoutValues, country: CheckoutCountry): AdvanceOrderInput {
  const address: CheckoutAddress = {
    alias: 'checkout',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address1: values.address1.trim(),
    city: values.city.trim(),
    countryCode: country.code,
    ...(country.states.length > 0 ? { state: values.state } : {}),
    ...(country.needsZipCode ? { postcode: normalisePostcode(values.postcode) } : {}),
  };
  return { email: values.email.trim(), address };
}

/** The fields the server can refuse that this form shows; company and VAT number are not asked here. */
const REPORTED_FIELDS = CHECKOUT_FORM_FIELDS.filter((field) => (SERVER_FIELDS as readonly string[]).includes(field));

/**
 * The per-field messages of a failed `advanceOrder`: the api puts the server's (translated)
 * message per field in `cause.detail.fields`, e.g. `{ postcode: 'Is not a valid zip code' }`, and
 * also joins them into the error's message (spec §8); fields this form does not show are left to
 * that message.
 */
export function billingFieldErrorsOf(cause: unknown): ServerFieldErrors {
  return serverFieldErrorsOf(cause, REPORTED_FIELDS);
}
