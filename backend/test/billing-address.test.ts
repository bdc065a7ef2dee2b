import { describe, expect, it } from 'vitest';

import { toBillingAddressInput, toCheckoutAddressView } from '../src/plugins/checkout/billing-address';

describe('billing address', () => {
  it("fills Vendure's fields and keeps the form's own as extra keys", () => {
    expect(
      toBillingAddressInput({
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        company: 'ACME',
        vatNumber: 'US123',
        address1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        postcode: '94103',
        countryCode: 'US',
      }),
    ).toEqual({
      fullName: 'Ann Lee',
      company: 'ACME',
      streetLine1: '1 Market St',
      city: 'San Francisco',
      province: 'CA',
      postalCode: '94103',
      countryCode: 'US',
      firstName: 'Ann',
      lastName: 'Lee',
      vatNumber: 'US123',
    });
  });

  it('reads the stored address back as the form sent it (what a reloaded checkout shows)', () => {
    const stored = {
      ...toBillingAddressInput({
        email: 'j@x.fr',
        firstName: 'Jean',
        lastName: 'Dupont',
        address1: '1 rue',
        city: 'Paris',
        postcode: '75001',
        countryCode: 'FR',
      }),
      country: 'France',
    };
    expect(toCheckoutAddressView(stored)).toEqual({
      firstName: 'Jean',
      lastName: 'Dupont',
      company: null,
      vatNumber: null,
      address1: '1 rue',
      city: 'Paris',
      state: null,
      postcode: '75001',
      countryCode: 'FR',
    });
  });

  it('is null before an address was set, and takes fullName as the first name for one set by Vendure directly', () => {
    expect(toCheckoutAddressView({})).toBeNull();
    expect(toCheckoutAddressView(undefined)).toBeNull();
    expect(toCheckoutAddressView({ fullName: 'Ann Lee', streetLine1: '1 Main', city: 'SF', countryCode: 'US' })).toMatchObject({
      firstName: 'Ann Lee',
      lastName: '',
    });
  });
});
