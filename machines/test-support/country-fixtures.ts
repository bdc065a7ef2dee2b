import type { CheckoutCountry } from '../../api/operations/checkout/checkout';

/*
 * The countries the address forms' tests sell to (the checkout's billing step, the saved
 * addresses and the address rules), as the api's `checkoutCountries` answers them, and the valid
 * address they fill in.
 */

/** The configured countries of spec §3 (US with two states, Austria, Germany, Netherlands) plus France and one without postcodes. */
export const US: CheckoutCountry = {
  code: 'US',
  name: 'United States',
  needsZipCode: true,
  zipCodeFormat: '\\d{5}(-\\d{4})?',
  zipCodeExample: '94103',
  states: [
    { code: 'CA', name: 'California' },
    { code: 'NV', name: 'Nevada' },
  ],
};
export const FR: CheckoutCountry = {
  code: 'FR',
  name: 'France',
  needsZipCode: true,
  zipCodeFormat: '^\\d{5}$',
  zipCodeExample: '75008',
  states: [],
};
export const NL: CheckoutCountry = {
  code: 'NL',
  name: 'Netherlands',
  needsZipCode: true,
  zipCodeFormat: '\\d{4} ?[A-Z]{2}',
  zipCodeExample: '1012 AB',
  states: [],
};
export const DE: CheckoutCountry = {
  code: 'DE',
  name: 'Germany',
  needsZipCode: true,
  zipCodeFormat: '\\d{5}',
  zipCodeExample: '10115',
  states: [],
};
/** Hong Kong has no postcodes. */
export const HK: CheckoutCountry = {
  code: 'HK',
  name: 'Hong Kong',
  needsZipCode: false,
  zipCodeFormat: null,
  zipCodeExample: null,
  states: [],
};
export const COUNTRIES: readonly CheckoutCountry[] = [US, FR, NL, DE, HK];

/** Ada's address in San Francisco: valid in the United States, a country with states. */
export const ADA_IN_SAN_FRANCISCO = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postcode: '94103',
  countryCode: 'US',
} as const;
