/**
 * Between the form and the shop: the `advanceOrder` request a valid form
 * makes, and the field errors a refused one may come back with (spec §3
 * "Address sent when advancing an order", §8 "Advance order failure").
 */
import type {
  AdvanceOrderInput,
  CheckoutAddress,
  CheckoutCountry,
  CheckoutFormField,
  CheckoutValues,
  ServerField,
  ServerFieldErrors,
} from './checkout.types';
import { SERVER_FIELDS, isCheckoutFormField } from './checkout.types';
import { normalisePostcode } from '../forms/address-rules';

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

/** A field the server can refuse that this form shows; company and VAT number are not asked here. */
function isReportedField(name: string): name is ServerField & CheckoutFormField {
  return (SERVER_FIELDS as readonly string[]).includes(name) && isCheckoutFormField(name);
}

/**
 * The per-field messages of a failed `advanceOrder`: the api puts the
 * server's (translated) message per field in `cause.detail.fields`, e.g.
 * `{ postcode: 'Is not a valid zip code' }`, and also joins them into the
 * error's message (spec §8). The cause is `unknown` (whatever the actor
 * rejected with), so every step is checked; fields this form does not show
 * are left to that message.
 */
export function serverFieldErrorsOf(cause: unknown): ServerFieldErrors {
  if (typeof cause !== 'object' || cause === null) return {};
  const detail: unknown = (cause as { detail?: unknown }).detail;
  if (typeof detail !== 'object' || detail === null) return {};
  const fields: unknown = (detail as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
  const errors: Partial<Record<CheckoutFormField, string>> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (isReportedField(field) && typeof message === 'string' && message.trim() !== '') errors[field] = message;
  }
  return errors;
}
