import { ShopError } from '../errors';
import { checkoutCountrySchema, checkoutSchema, type Checkout, type CheckoutAddress, type CheckoutCountry } from '../schemas/checkout';
import { makeCart, makeCartLine } from './cart';

/*
 * Schema-valid checkout fixtures for stories and machine tests, shaped like the real shop's
 * answers: postal code formats are the backend's (anchored, from backend/seed/postcodes.json), the
 * US has states (two here; the shop has 51), France and Germany none, Hong Kong no postal code.
 */

const country = (entry: CheckoutCountry): CheckoutCountry => checkoutCountrySchema.parse(entry);

const FAKE_COUNTRIES = {
  FR: country({ code: 'FR', name: 'France', needsZipCode: true, zipCodeFormat: '^\\d{5}$', zipCodeExample: '75008', states: [] }),
  DE: country({ code: 'DE', name: 'Germany', needsZipCode: true, zipCodeFormat: '^\\d{5}$', zipCodeExample: '10115', states: [] }),
  HK: country({ code: 'HK', name: 'Hong Kong', needsZipCode: false, zipCodeFormat: null, zipCodeExample: null, states: [] }),
  JP: country({ code: 'JP', name: 'Japan', needsZipCode: true, zipCodeFormat: '^\\d{3}-?\\d{4}$', zipCodeExample: '100-0001', states: [] }),
  NL: country({
    code: 'NL',
    name: 'Netherlands',
    needsZipCode: true,
    zipCodeFormat: '^[1-9]\\d{3} ?[A-Z]{2}$',
    zipCodeExample: '1012 AB',
    states: [],
  }),
  US: country({
    code: 'US',
    name: 'United States',
    needsZipCode: true,
    zipCodeFormat: '^\\d{5}(?:-\\d{4})?$',
    zipCodeExample: '94103',
    states: [
      { code: 'CA', name: 'California' },
      { code: 'NV', name: 'Nevada' },
    ],
  }),
} as const;

/** What getAvailableCountries answers in English, in a few countries: sorted by name. */
export function makeCheckoutCountries(): CheckoutCountry[] {
  return Object.values(FAKE_COUNTRIES).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function makeCheckoutAddress(overrides: Partial<CheckoutAddress> = {}): CheckoutAddress {
  return {
    alias: 'checkout',
    firstName: 'Jean',
    lastName: 'Dupont',
    address1: '1 rue de Rivoli',
    city: 'Paris',
    postcode: '75001',
    countryCode: 'FR',
    ...overrides,
  };
}

/** A checkout; by default the billing step was sent (French address, email) and the France 5 GB line pays 20% VAT. */
export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  const cart = makeCart({ lines: [makeCartLine({ linePriceWithTax: 1499 })] });
  return checkoutSchema.parse({ cart, email: 'jean@example.fr', billingAddress: makeCheckoutAddress(), ...overrides });
}

/**
 * The ShopError advanceOrder raises for an address the backend refuses, with the English
 * messages: `fields` maps a field to its message, the error's message joins them (spec §8).
 */
export function makeCheckoutAddressError(fields: Record<string, { label: string; message: string }>): ShopError {
  const lines = Object.values(fields).map(({ label, message }) => `${label}: ${message}`);
  return new ShopError('advanceOrder', {
    kind: 'http',
    status: 400,
    code: 'CHECKOUT_ADDRESS_ERROR',
    message: ['The billing details are not valid', ...lines].join('\n'),
    fields: Object.fromEntries(Object.entries(fields).map(([field, { message }]) => [field, message])),
  });
}
