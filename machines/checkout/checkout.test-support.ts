import { makeCart, makeCartLine } from '../../api/fakes/cart';
import { ADA_IN_SAN_FRANCISCO, COUNTRIES } from '../test-support/country-fixtures';
import { createFakeRequests, settle } from '../test-support/fake-requests';
import {
  CHECKOUT_TEXT_FIELDS,
  type AdvanceOrderInput,
  type Checkout,
  type CheckoutAddress,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutValues,
} from './checkout.types';

/*
 * Fixtures and a fake shop for the checkout machine's tests: `advanceOrder`
 * waits until the test answers it, so `submitting` can be observed, and the
 * answer is the checkout the real shop would give. Shared by the unit and
 * the model tests.
 */

export const FRESH_INPUT: CheckoutInput = { countries: COUNTRIES, defaultCountryCode: 'US' };

/** A fresh billing form: nothing typed, the default country (US) chosen. */
export const EMPTY_US_VALUES: CheckoutValues = {
  email: '',
  emailConfirmation: '',
  firstName: '',
  lastName: '',
  address1: '',
  city: '',
  state: '',
  postcode: '',
  countryCode: 'US',
};

export const ADA_EMAIL = 'ada@example.com';

export const ADA_US_ADDRESS: CheckoutAddress = { alias: 'checkout', ...ADA_IN_SAN_FRANCISCO };

/** The billing form filled validly for Ada in San Francisco (the default country, US), not sent. */
export const ADA_US_VALUES: CheckoutValues = { email: ADA_EMAIL, emailConfirmation: ADA_EMAIL, ...ADA_IN_SAN_FRANCISCO };

/** The checkout before the billing step: no VAT yet. */
export const NOT_SENT: Checkout = { cart: makeCart(), email: null, billingAddress: null };

/** VAT per country on the 12.49 EUR France plan, as the shop would answer it (none outside the EU). */
const VAT_BY_COUNTRY: Readonly<Record<string, number>> = { FR: 250, DE: 237, NL: 262 };

/** The shop's answer to a billing step: the address taken and the cart taxed for its country. */
export function answeredCheckout(input: AdvanceOrderInput): Checkout {
  const tax = VAT_BY_COUNTRY[input.address.countryCode] ?? 0;
  return {
    cart: makeCart({ lines: [makeCartLine({ linePriceWithTax: 1249 + tax })] }),
    email: input.email,
    billingAddress: input.address,
  };
}

export const SENT_US: Checkout = answeredCheckout({ email: ADA_EMAIL, address: ADA_US_ADDRESS });

export const RESUMED_INPUT: CheckoutInput = { ...FRESH_INPUT, checkout: SENT_US };

/** What a shopper does to fill the form as `ADA_US_VALUES` (the country is the default's), in the form's order. */
export const FILL_US_FORM: readonly CheckoutEvent[] = [
  ...CHECKOUT_TEXT_FIELDS.map((field): CheckoutEvent => ({ type: 'field.changed', field, value: ADA_US_VALUES[field] })),
  { type: 'disclaimer.changed', accepted: true },
];

/** The fake shop: `advanceOrder` waits until the test answers it. */
export function createFakeShop() {
  const fake = createFakeRequests<AdvanceOrderInput, Checkout>();
  return { requests: fake.requests, actors: { advanceOrder: fake.request<Checkout>('advanceOrder') }, open: fake.open };
}

export type FakeShop = ReturnType<typeof createFakeShop>;

export { settle };
export { COUNTRIES, FR, HK, NL, US } from '../test-support/country-fixtures';
