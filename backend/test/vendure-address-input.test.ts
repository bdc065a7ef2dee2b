import { describe, expect, it } from 'vitest';

import { savedAddressInputOf } from '../src/plugins/account/vendure-address-input';

const stored = {
  id: '7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  vatNumber: 'FR123',
  address1: '1 rue de Rivoli',
  city: 'Paris',
  state: null,
  postcode: '75001',
  countryCode: 'FR',
  defaultBilling: true,
};

describe('Vendure’s address input read as the billing form’s', () => {
  it('splits the full name, joins the street lines and keeps no phone number', () => {
    expect(
      savedAddressInputOf(
        { fullName: '  Ada  King Lovelace ', streetLine1: '1 Market St', streetLine2: 'Suite 5', phoneNumber: '+1 555', countryCode: 'US' },
        undefined,
      ),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      company: null,
      vatNumber: null,
      address1: '1 Market St, Suite 5',
      city: '',
      state: null,
      postcode: null,
      countryCode: 'US',
    });
  });

  it('lays an update over the stored address, so the whole is checked', () => {
    expect(savedAddressInputOf({ id: '7', city: 'Lyon' }, stored)).toEqual({ ...stored, city: 'Lyon' });
    expect(savedAddressInputOf({ id: '7', fullName: 'Grace', defaultBillingAddress: false }, stored)).toMatchObject({
      firstName: 'Grace',
      lastName: '',
      defaultBilling: false,
    });
  });
});
