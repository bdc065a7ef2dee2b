/*
 * Story-only content of the address forms (not exported from the design
 * system), shared by the checkout's `AddressForm` and the account's
 * `SavedAddressForm` stories: the countries as the page knows them.
 */
import type { AddressFormProps } from './address-form';

/** What the page knows of each country (spec §3 Country; the api's `CheckoutCountry`). */
export interface StoryCountry {
  code: string;
  name: string;
  needsZipCode: boolean;
  zipCodeExample: string | null;
  states: { value: string; label: string }[];
}

export const catalogue: StoryCountry[] = [
  { code: 'AT', name: 'Austria', needsZipCode: true, zipCodeExample: '1010', states: [] },
  { code: 'FR', name: 'France', needsZipCode: true, zipCodeExample: '75008', states: [] },
  { code: 'DE', name: 'Germany', needsZipCode: true, zipCodeExample: '10115', states: [] },
  { code: 'HK', name: 'Hong Kong', needsZipCode: false, zipCodeExample: null, states: [] },
  { code: 'JP', name: 'Japan', needsZipCode: true, zipCodeExample: '100-0001', states: [] },
  { code: 'NL', name: 'Netherlands', needsZipCode: true, zipCodeExample: '1012 AB', states: [] },
  {
    code: 'US',
    name: 'United States',
    needsZipCode: true,
    zipCodeExample: '94103',
    states: [
      { value: 'CA', label: 'California' },
      { value: 'NV', label: 'Nevada' },
    ],
  },
];

export const countries = catalogue.map((country) => ({ value: country.code, label: country.name }));

/** The props that follow from the chosen country, as the page derives them. */
export function countryProps(code: string) {
  const country = catalogue.find((candidate) => candidate.code === code);
  return {
    states: country?.states ?? [],
    needsZipCode: country?.needsZipCode ?? false,
    postcodeExample: country?.zipCodeExample ?? undefined,
    postcodeInputMode: country?.zipCodeExample != null && /^\d+$/.test(country.zipCodeExample) ? 'numeric' : 'text',
  } satisfies Partial<AddressFormProps>;
}

/** A Californian address (a country with states and numeric zip codes), as both address forms hold it. */
export const californiaAddress = {
  firstName: 'Jordan',
  lastName: 'Lee',
  address1: '1 Market Street, Suite 300',
  city: 'San Francisco',
  countryCode: 'US',
  state: 'CA',
  postcode: '94105',
};
