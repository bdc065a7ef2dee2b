import { describe, expect, it } from 'vitest';

import { MAX_LENGTHS, checkCheckoutAddress, type CheckoutAddressInput, type CountryRules } from '../src/plugins/checkout/address-rules';

const france: CountryRules = { code: 'FR', needsZipCode: true, zipCodeFormat: /^\d{5}$/, stateCodes: new Set() };
const unitedStates: CountryRules = {
  code: 'US',
  needsZipCode: true,
  zipCodeFormat: /^\d{5}(?:-\d{4})?$/,
  stateCodes: new Set(['CA', 'NV', 'TX']),
};
const hongKong: CountryRules = { code: 'HK', needsZipCode: false, zipCodeFormat: null, stateCodes: new Set() };

const parisAddress: CheckoutAddressInput = {
  email: 'jean@example.fr',
  firstName: 'Jean',
  lastName: 'Dupont',
  address1: '1 rue de Rivoli',
  city: 'Paris',
  postcode: '75001',
  countryCode: 'FR',
};

/** `null`: no such billing country (a default parameter would swallow `undefined`). */
function problems(input: Partial<CheckoutAddressInput>, rules: CountryRules | null = france) {
  const check = checkCheckoutAddress({ ...parisAddress, ...input }, rules ?? undefined);
  return check.ok ? {} : Object.fromEntries(check.errors.map((error) => [error.field, error.problem]));
}

describe('checkCheckoutAddress', () => {
  it('accepts a complete address and normalises it: trimmed, single spaces, codes upper-case, email lower-case', () => {
    const check = checkCheckoutAddress(
      {
        ...parisAddress,
        email: '  Jean@Example.FR ',
        firstName: ' Jean  Pierre ',
        countryCode: ' fr',
        company: ' ',
        vatNumber: ' fr12345678901 ',
      },
      france,
    );
    expect(check).toEqual({
      ok: true,
      address: {
        email: 'jean@example.fr',
        firstName: 'Jean Pierre',
        lastName: 'Dupont',
        address1: '1 rue de Rivoli',
        city: 'Paris',
        postcode: '75001',
        countryCode: 'FR',
        vatNumber: 'FR12345678901',
      },
    });
  });

  it('reports every missing required field, in the form order', () => {
    const check = checkCheckoutAddress(
      { email: '', firstName: ' ', lastName: '', address1: '', city: '', postcode: '', countryCode: 'FR' },
      france,
    );
    expect(check.ok ? [] : check.errors).toEqual([
      { field: 'email', problem: 'required' },
      { field: 'firstName', problem: 'required' },
      { field: 'lastName', problem: 'required' },
      { field: 'address1', problem: 'required' },
      { field: 'city', problem: 'required' },
      { field: 'postcode', problem: 'required' },
    ]);
  });

  it.each(['plainaddress', 'a@b', 'a b@c.de', 'a@b.c', '@example.com', 'jean@exa mple.fr', 'x<y>@z.fr', 'a\u0000b@c.de'])(
    'refuses the email %s',
    (email) => {
      expect(problems({ email })).toEqual({ email: 'email' });
    },
  );

  it.each(['jean.dupont+esim@example.co.uk', 'ÉLODIE@exemple.fr', 'a@b.museum'])('accepts the email %s', (email) => {
    expect(problems({ email })).toEqual({});
  });

  it('checks the postal code against the country format, after trimming and upper-casing', () => {
    expect(problems({ postcode: '7500' })).toEqual({ postcode: 'zipCode' });
    expect(problems({ postcode: '75 001' })).toEqual({ postcode: 'zipCode' });
    expect(problems({ postcode: ' 75001 ' })).toEqual({});
    const netherlands: CountryRules = { code: 'NL', needsZipCode: true, zipCodeFormat: /^[1-9]\d{3} ?[A-Z]{2}$/, stateCodes: new Set() };
    const check = checkCheckoutAddress({ ...parisAddress, countryCode: 'NL', postcode: '1012   ab' }, netherlands);
    expect(check.ok && check.address.postcode).toBe('1012 AB');
  });

  it('lets a country without postal codes leave it empty, and keeps a code given anyway when it looks like one', () => {
    expect(problems({ countryCode: 'HK', postcode: '' }, hongKong)).toEqual({});
    expect(problems({ countryCode: 'HK', postcode: '999077' }, hongKong)).toEqual({});
    expect(problems({ countryCode: 'HK', postcode: '<b>' }, hongKong)).toEqual({ postcode: 'zipCode' });
  });

  it('requires a state of the list for a country with states, and accepts its code in any case or with the country', () => {
    const us = { countryCode: 'US', postcode: '94103' };
    expect(problems(us, unitedStates)).toEqual({ state: 'required' });
    expect(problems({ ...us, state: 'ZZ' }, unitedStates)).toEqual({ state: 'state' });
    expect(problems({ ...us, state: 'California' }, unitedStates)).toEqual({ state: 'state' });
    for (const state of ['CA', 'ca', 'US-CA']) {
      const check = checkCheckoutAddress({ ...parisAddress, ...us, state }, unitedStates);
      expect(check.ok && check.address.state, state).toBe('CA');
    }
    expect(problems({ ...us, postcode: '94103-1234', state: 'NV' }, unitedStates)).toEqual({});
  });

  it('drops a state for a country without states', () => {
    const check = checkCheckoutAddress({ ...parisAddress, state: 'IDF' }, france);
    expect(check.ok && check.address.state).toBeUndefined();
  });

  it('refuses an unknown country (no rules) and a blank one', () => {
    expect(problems({ countryCode: 'ZZ', postcode: '' }, null)).toEqual({ countryCode: 'country' });
    expect(problems({ countryCode: '', postcode: '' }, null)).toEqual({ countryCode: 'required' });
  });

  it('refuses tampered input with field errors: huge values, markup, control characters', () => {
    const huge = 'x'.repeat(10_000);
    expect(
      problems({
        firstName: huge,
        lastName: huge,
        address1: huge,
        city: huge,
        company: huge,
        vatNumber: huge,
        email: `${huge}@example.com`,
      }),
    ).toEqual({
      email: 'tooLong',
      firstName: 'tooLong',
      lastName: 'tooLong',
      company: 'tooLong',
      vatNumber: 'tooLong',
      address1: 'tooLong',
      city: 'tooLong',
    });
    expect(problems({ firstName: '<script>alert(1)</script>', city: 'Paris\u0000', company: 'ACME <b>' })).toEqual({
      firstName: 'characters',
      company: 'characters',
      city: 'characters',
    });
    expect(problems({ vatNumber: 'FR 12/345' })).toEqual({ vatNumber: 'characters' });
    expect(problems({ postcode: huge })).toEqual({ postcode: 'zipCode' });
    expect(problems({ countryCode: huge, postcode: '' }, null)).toEqual({ countryCode: 'country' });
  });

  it('caps every text field it accepts: the longest value passes, one character more is refused', () => {
    const longest = {
      email: `${'a'.repeat(64)}@${'b'.repeat(MAX_LENGTHS.email - 64 - 5)}.com`,
      firstName: 'J'.repeat(MAX_LENGTHS.firstName),
      lastName: 'D'.repeat(MAX_LENGTHS.lastName),
      company: 'C'.repeat(MAX_LENGTHS.company),
      vatNumber: 'F'.repeat(MAX_LENGTHS.vatNumber),
      address1: 'R'.repeat(MAX_LENGTHS.address1),
      city: 'P'.repeat(MAX_LENGTHS.city),
      postcode: '9'.repeat(MAX_LENGTHS.postcode),
    };
    expect(longest.email).toHaveLength(MAX_LENGTHS.email);
    // Hong Kong takes any postal code, so only its length is checked.
    expect(problems({ ...longest, countryCode: 'HK' }, hongKong)).toEqual({});
    for (const [field, value] of Object.entries(longest)) {
      const longer = field === 'email' ? `a${value}` : `${value}9`;
      expect(problems({ countryCode: 'HK', [field]: longer }, hongKong), field).toEqual({
        [field]: field === 'postcode' ? 'zipCode' : 'tooLong',
      });
    }
  });

  it('keeps names as typed: accents, apostrophes, hyphens, other scripts', () => {
    expect(problems({ firstName: 'Zoë-Anne', lastName: "O'Connor" })).toEqual({});
    expect(problems({ firstName: '太郎', lastName: '山田', city: '東京' })).toEqual({});
  });
});
