import type { BillingPrefill, CheckoutContext, CheckoutTextField, CheckoutValues } from './checkout.types';
import { countryOf } from '../forms/address-rules';

/** The fields that say the shopper typed an address of their own: a saved one must not be mixed in. */
const OWN_ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'city'] as const satisfies readonly CheckoutTextField[];

const isBlank = (value: string) => value.trim() === '';

/**
 * The billing form with a logged-in customer's email and default address typed in, as the
 * shopper would have typed them (nothing is marked touched):
 * - the email fills the email and its confirmation when they are empty;
 * - the address fills the form only when the shopper has typed none of their own (names, street,
 *   city) and the shop sells to its country: a half-typed address mixed with a saved one would
 *   bill someone who does not exist;
 * - a state only for a country with states and one of them, a zip code only where it is asked.
 * What the shopper typed is never replaced.
 */
export function prefilledValues(context: Pick<CheckoutContext, 'values' | 'countries'>, prefill: BillingPrefill): CheckoutValues {
  const values: Record<keyof CheckoutValues, string> = { ...context.values };
  const fill = (field: CheckoutTextField, value: string | null | undefined) => {
    if (value && isBlank(values[field])) values[field] = value;
  };
  fill('email', prefill.email);
  fill('emailConfirmation', prefill.email);
  const address = prefill.address;
  const country = address ? countryOf(context.countries, address.countryCode) : undefined;
  if (!address || !country || OWN_ADDRESS_FIELDS.some((field) => !isBlank(values[field]))) return values;
  if (values.countryCode !== country.code) {
    values.countryCode = country.code;
    // A state of the country chosen before means nothing in the saved address's.
    if (!country.states.some((state) => state.code === values.state)) values.state = '';
  }
  for (const field of OWN_ADDRESS_FIELDS) fill(field, address[field]);
  if (country.states.some((state) => state.code === address.state)) fill('state', address.state);
  if (country.needsZipCode) fill('postcode', address.postcode);
  return values;
}
