import { describe, expect, it } from 'vitest';

import { countryName, savedAddressLines } from './saved-addresses.format';

describe('savedAddressLines', () => {
  it('prints name, company, VAT number, street, postcode and city, state and country, skipping empty parts', () => {
    expect(
      savedAddressLines(
        {
          firstName: 'Jordan',
          lastName: 'Lee',
          company: 'Lee Travel SARL',
          vatNumber: 'FR40303265045',
          address1: '12 Rue de Rivoli',
          city: 'Paris',
          postcode: '75001',
          countryCode: 'FR',
        },
        'en',
        'VAT',
      ),
    ).toEqual(['Jordan Lee', 'Lee Travel SARL', 'VAT FR40303265045', '12 Rue de Rivoli', '75001 Paris', 'France']);

    expect(
      savedAddressLines(
        { firstName: 'Sam', lastName: 'Ng', company: ' ', address1: '1 Market St', city: 'San Francisco', state: 'CA', countryCode: 'us' },
        'de',
        'USt-IdNr.',
      ),
    ).toEqual(['Sam Ng', '1 Market St', 'San Francisco', 'CA', 'Vereinigte Staaten']);
  });

  it('names the country in the shopper’s language, or keeps a code Intl cannot read', () => {
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
