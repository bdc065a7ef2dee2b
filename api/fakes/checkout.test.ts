import { describe, expect, it } from 'vitest';

import { checkoutErrorToShopError } from '../operations/checkout-error-result';
import { checkoutSchema } from '../schemas/checkout';
import { makeCheckout, makeCheckoutAddressError, makeCheckoutCountries } from './checkout';

describe('checkout fixtures', () => {
  it('countries are sorted by name and carry anchored formats their examples match', () => {
    const countries = makeCheckoutCountries();
    expect(countries.map((country) => country.name)).toEqual([...countries.map((country) => country.name)].sort());
    for (const country of countries) {
      if (country.zipCodeFormat) expect(new RegExp(country.zipCodeFormat).test(country.zipCodeExample ?? ''), country.code).toBe(true);
      expect(country.zipCodeFormat === null || /^\^.*\$$/.test(country.zipCodeFormat), country.code).toBe(true);
    }
  });

  it('a checkout parses, with or without the billing step', () => {
    expect(checkoutSchema.safeParse(makeCheckout()).success).toBe(true);
    expect(makeCheckout().cart.taxSubtotal.amount).toBe(Math.round(1249 * 0.2));
    expect(makeCheckout({ email: null, billingAddress: null })).toMatchObject({ email: null, billingAddress: null });
  });

  it('the address error is the one advanceOrder raises for the same server answer', () => {
    const fake = makeCheckoutAddressError({ postcode: { label: 'Zip code', message: 'Is not a valid zip code' } });
    const real = checkoutErrorToShopError('advanceOrder', {
      errorCode: 'CHECKOUT_ADDRESS_ERROR',
      message: 'The billing details are not valid',
      fieldErrors: [{ field: 'postcode', label: 'Zip code', message: 'Is not a valid zip code' }],
    });
    expect(fake.detail).toEqual(real.detail);
    expect(fake.message).toBe(real.message);
  });
});
