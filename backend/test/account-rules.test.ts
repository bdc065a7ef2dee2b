import { describe, expect, it } from 'vitest';

import type { CountryRules } from '../src/plugins/checkout/address-rules';
import { checkProfile, checkRegistration, type ProfileInput, type RegistrationInput } from '../src/plugins/account/account-rules';

const registration = (overrides: Partial<RegistrationInput> = {}): RegistrationInput => ({
  title: 'mrs',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com ',
  password: 'Blue-Lagoon-4821',
  newsletter: false,
  ...overrides,
});

const FRANCE: CountryRules = { code: 'FR', needsZipCode: true, zipCodeFormat: /^\d{5}$/, stateCodes: new Set() };

const profile = (overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  title: 'mr',
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@example.com',
  newPassword: '',
  company: '',
  vatNumber: '',
  address: { street: '', streetNumber: '', postcode: '', city: '', countryCode: '' },
  newsletter: true,
  ...overrides,
});

describe('registration rules', () => {
  it('normalises a valid form (email lower-cased and trimmed, password as typed)', () => {
    expect(checkRegistration(registration({ password: ' Blue-Lagoon-4821 ' }))).toEqual({
      ok: true,
      value: {
        title: 'mrs',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        password: ' Blue-Lagoon-4821 ',
        newsletter: false,
      },
    });
  });

  it('names every field in error, in the form order', () => {
    const check = checkRegistration(
      registration({ title: 'dr', firstName: 'x'.repeat(10_240), lastName: ' ', email: 'ada@', password: 'short' }),
    );
    expect(check).toEqual({
      ok: false,
      errors: [
        { field: 'title', problem: 'title' },
        { field: 'firstName', problem: 'tooLong' },
        { field: 'lastName', problem: 'required' },
        { field: 'email', problem: 'email' },
        { field: 'password', problem: 'passwordTooShort' },
      ],
    });
  });

  it("the title is required of the shop's form, optional for Vendure's own mutation", () => {
    expect(checkRegistration(registration({ title: '' }))).toMatchObject({ ok: false, errors: [{ field: 'title', problem: 'required' }] });
    expect(checkRegistration(registration({ title: '' }), undefined, { titleOptional: true })).toMatchObject({
      ok: true,
      value: { title: null },
    });
    expect(checkRegistration(registration({ title: 'dr' }), undefined, { titleOptional: true })).toMatchObject({ ok: false });
  });

  it('keeps markup and SQL in names as text; refuses control characters', () => {
    const check = checkRegistration(registration({ firstName: '<b>Ada</b>', lastName: "O'Brien; DROP TABLE customer;--" }));
    expect(check.ok && check.value).toMatchObject({ firstName: '<b>Ada</b>', lastName: "O'Brien; DROP TABLE customer;--" });
    expect(checkRegistration(registration({ firstName: 'Ada\u0000' }))).toMatchObject({
      ok: false,
      errors: [{ field: 'firstName', problem: 'characters' }],
    });
    expect(checkRegistration(registration({ email: '<a@b.co>' }))).toMatchObject({
      ok: false,
      errors: [{ field: 'email', problem: 'email' }],
    });
  });
});

describe('personal information rules', () => {
  it('an empty address is no address; a new password empty keeps the password', () => {
    expect(checkProfile(profile(), undefined)).toMatchObject({
      ok: true,
      value: { address: null, newPassword: undefined, company: null, vatNumber: null },
    });
  });

  it('an address once started needs street, town and a billing country, and the postcode follows the country', () => {
    const started = checkProfile(
      profile({ address: { street: 'Rue X', streetNumber: '', postcode: '123', city: '', countryCode: 'FR' } }),
      FRANCE,
    );
    expect(started).toEqual({
      ok: false,
      errors: [
        { field: 'address.postcode', problem: 'zipCode' },
        { field: 'address.city', problem: 'required' },
      ],
    });
    const unknownCountry = checkProfile(
      profile({ address: { street: 'Rue X', streetNumber: '1', postcode: '', city: 'Paris', countryCode: 'XX' } }),
      undefined,
    );
    expect(unknownCountry).toMatchObject({ ok: false, errors: [{ field: 'address.countryCode', problem: 'country' }] });
    const valid = checkProfile(
      profile({ address: { street: ' Rue  X ', streetNumber: '1b', postcode: '75005', city: 'Paris', countryCode: 'fr' } }),
      FRANCE,
    );
    expect(valid).toMatchObject({
      ok: true,
      value: { address: { street: 'Rue X', streetNumber: '1b', postcode: '75005', city: 'Paris', countryCode: 'FR' } },
    });
  });

  it('checks the new password, the VAT number and the lengths', () => {
    const check = checkProfile(profile({ newPassword: 'password1', vatNumber: 'FR 12/3', company: 'c'.repeat(101) }), undefined);
    expect(check).toMatchObject({
      ok: false,
      errors: [
        { field: 'newPassword', problem: 'passwordCommon' },
        { field: 'company', problem: 'tooLong' },
        { field: 'vatNumber', problem: 'characters' },
      ],
    });
  });
});
