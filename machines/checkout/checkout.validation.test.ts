import { describe, expect, it } from 'vitest';
import { COUNTRIES, DE, EMPTY_US_VALUES, FR, HK, NL, US } from './checkout.test-support';
import type { CheckoutForm, CheckoutValues } from './checkout.types';
import {
  CHECKOUT_MAX_LENGTHS,
  countryOf,
  isCheckoutFormValid,
  isValidEmail,
  matchesZipCodeFormat,
  normalisePostcode,
  validateCheckoutForm,
  validateCountry,
  validateDisclaimer,
  validateEmail,
  validateEmailConfirmation,
  validatePostcode,
  validateRequiredText,
  validateState,
} from './checkout.validation';

describe('isValidEmail', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+esim@mail.example.co.uk',
    ' ada@example.com ',
    'ADA@EXAMPLE.COM',
    'ada@exämple.de',
    'ada@例え.jp',
    'ada@例え.テスト',
    'ada@xn--bcher-kva.example',
    'ada@xn--bcher-kva.xn--p1ai',
    'ada@my-domain.io',
    'josé@exemple.fr',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@localhost',
    'ada@@example.com',
    'ada@ex@ample.com',
    'ada lovelace@example.com',
    'ada@exam ple.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example.c',
    'ada@example.123',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    'ada<x>@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(64)}.com`,
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('validateEmail', () => {
  it('is required, blank counting as empty', () => {
    expect(validateEmail('')).toEqual({ code: 'required' });
    expect(validateEmail('   ')).toEqual({ code: 'required' });
  });

  it('answers `email` for a malformed address and nothing for a good one', () => {
    expect(validateEmail('ada@')).toEqual({ code: 'email' });
    expect(validateEmail('ada@example.com')).toBeNull();
  });

  it(`accepts ${CHECKOUT_MAX_LENGTHS.email} characters and answers \`max\` beyond, before the format`, () => {
    const domain = ['b', 'c', 'd'].map((letter) => letter.repeat(61)).join('.') + '.com';
    const longest = `${'a'.repeat(64)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(validateEmail(longest)).toBeNull();
    expect(validateEmail(`a${longest}`)).toEqual({ code: 'max' });
    expect(validateEmail('x'.repeat(255))).toEqual({ code: 'max' });
  });
});

describe('validateEmailConfirmation', () => {
  it('is required', () => {
    expect(validateEmailConfirmation('ada@example.com', ' ')).toEqual({ code: 'required' });
  });

  it('answers `emailConfirmation` when it differs, letter case included', () => {
    expect(validateEmailConfirmation('ada@example.com', 'ada@exmaple.com')).toEqual({ code: 'emailConfirmation' });
    expect(validateEmailConfirmation('ada@example.com', 'Ada@example.com')).toEqual({ code: 'emailConfirmation' });
  });

  it('matches when equal up to surrounding spaces', () => {
    expect(validateEmailConfirmation(' ada@example.com', 'ada@example.com ')).toBeNull();
  });

  it(`answers \`max\` beyond ${CHECKOUT_MAX_LENGTHS.emailConfirmation} characters`, () => {
    expect(validateEmailConfirmation('ada@example.com', `${'a'.repeat(250)}@x.com`)).toEqual({ code: 'max' });
  });
});

describe('validateRequiredText (names, street, city)', () => {
  it.each([
    ['firstName', CHECKOUT_MAX_LENGTHS.firstName, 60],
    ['lastName', CHECKOUT_MAX_LENGTHS.lastName, 60],
    ['address1', CHECKOUT_MAX_LENGTHS.address1, 120],
    ['city', CHECKOUT_MAX_LENGTHS.city, 80],
  ] as const)('%s: required, then at most %i characters', (_field, max, expected) => {
    expect(max).toBe(expected);
    expect(validateRequiredText('', max)).toEqual({ code: 'required' });
    expect(validateRequiredText(' \t ', max)).toEqual({ code: 'required' });
    expect(validateRequiredText('x'.repeat(max), max)).toBeNull();
    expect(validateRequiredText('x'.repeat(max + 1), max)).toEqual({ code: 'max' });
  });

  it('counts trimmed code points: spaces around and astral letters do not inflate it', () => {
    expect(validateRequiredText(`  ${'é'.repeat(60)}  `, 60)).toBeNull();
    expect(validateRequiredText('𠮷'.repeat(60), 60)).toBeNull();
    expect(validateRequiredText('𠮷'.repeat(61), 60)).toEqual({ code: 'max' });
  });
});

describe('validateState', () => {
  it('US: required, and one of its states', () => {
    expect(validateState('', US)).toEqual({ code: 'required' });
    expect(validateState('CA', US)).toBeNull();
    expect(validateState('NV', US)).toBeNull();
    expect(validateState('TX', US)).toEqual({ code: 'state' });
    expect(validateState('ca', US)).toEqual({ code: 'state' });
  });

  it('a country without states, or no country, asks nothing', () => {
    expect(validateState('', FR)).toBeNull();
    expect(validateState('CA', FR)).toBeNull();
    expect(validateState('', undefined)).toBeNull();
  });
});

describe('normalisePostcode', () => {
  it('trims, makes runs of spaces one, and upper-cases, as the backend does', () => {
    expect(normalisePostcode(' 1012 ab ')).toBe('1012 AB');
    expect(normalisePostcode('1012 \t  ab')).toBe('1012 AB');
    expect(normalisePostcode('sw1a 1aa')).toBe('SW1A 1AA');
  });
});

describe('matchesZipCodeFormat', () => {
  it('matches the whole code, whether or not the format is anchored', () => {
    expect(matchesZipCodeFormat('75008', '^\\d{5}$')).toBe(true);
    expect(matchesZipCodeFormat('75008', '\\d{5}')).toBe(true);
    expect(matchesZipCodeFormat('750081', '\\d{5}')).toBe(false);
    expect(matchesZipCodeFormat('x75008', '\\d{5}')).toBe(false);
  });

  it('applies to every alternative of the format', () => {
    expect(matchesZipCodeFormat('12345x', '\\d{5}|\\d{4}')).toBe(false);
  });

  it('accepts anything without a format, or with a broken one', () => {
    expect(matchesZipCodeFormat('anything', null)).toBe(true);
    expect(matchesZipCodeFormat('anything', '(\\d{5}')).toBe(true);
  });
});

describe('validatePostcode', () => {
  /** A country that needs a code but has no format: only the length limits it. */
  const HK_WITH_ZIP = { ...HK, needsZipCode: true };

  it("FR (^\\d{5}$): '75008' passes, '7500' and '750080' do not", () => {
    expect(validatePostcode('75008', FR)).toBeNull();
    expect(validatePostcode(' 75008 ', FR)).toBeNull();
    expect(validatePostcode('7500', FR)).toEqual({ code: 'zipCode' });
    expect(validatePostcode('750080', FR)).toEqual({ code: 'zipCode' });
  });

  it("NL: '1012 ab' is normalised to '1012 AB' before matching", () => {
    expect(validatePostcode('1012 ab', NL)).toBeNull();
    expect(validatePostcode(' 1012   ab ', NL)).toBeNull();
    expect(validatePostcode('1012ab', NL)).toBeNull();
    expect(validatePostcode('1012 a', NL)).toEqual({ code: 'zipCode' });
  });

  it('US: five digits or ZIP+4', () => {
    expect(validatePostcode('94103', US)).toBeNull();
    expect(validatePostcode('94103-1234', US)).toBeNull();
    expect(validatePostcode('9410', US)).toEqual({ code: 'zipCode' });
  });

  it('is required when the country needs one', () => {
    expect(validatePostcode('', DE)).toEqual({ code: 'required' });
    expect(validatePostcode('  ', FR)).toEqual({ code: 'required' });
  });

  it(`answers \`max\` beyond ${CHECKOUT_MAX_LENGTHS.postcode} characters`, () => {
    expect(CHECKOUT_MAX_LENGTHS.postcode).toBe(16);
    expect(validatePostcode('1'.repeat(17), HK_WITH_ZIP)).toEqual({ code: 'max' });
    expect(validatePostcode('1'.repeat(16), HK_WITH_ZIP)).toBeNull();
  });

  it('a country without postcodes accepts empty (and ignores anything left from another country)', () => {
    expect(validatePostcode('', HK)).toBeNull();
    expect(validatePostcode('75008', HK)).toBeNull();
    expect(validatePostcode('', undefined)).toBeNull();
  });
});

describe('validateCountry', () => {
  it('requires a listed country', () => {
    expect(validateCountry(countryOf(COUNTRIES, 'FR'))).toBeNull();
    expect(validateCountry(countryOf(COUNTRIES, 'ZZ'))).toEqual({ code: 'required' });
    expect(validateCountry(countryOf(COUNTRIES, ''))).toEqual({ code: 'required' });
  });
});

describe('validateDisclaimer', () => {
  it('must be accepted', () => {
    expect(validateDisclaimer(false)).toEqual({ code: 'disclaimer' });
    expect(validateDisclaimer(true)).toBeNull();
  });
});

describe('validateCheckoutForm', () => {
  const EMPTY = EMPTY_US_VALUES;
  const ADA_US: CheckoutValues = {
    email: 'ada@example.com',
    emailConfirmation: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postcode: '94103',
    countryCode: 'US',
  };
  const form = (values: Partial<CheckoutValues>, disclaimerAccepted = true): CheckoutForm => ({
    values: { ...ADA_US, ...values },
    disclaimerAccepted,
  });

  it('an empty US form: every field required, the disclaimer to accept', () => {
    expect(validateCheckoutForm({ values: EMPTY, disclaimerAccepted: false }, COUNTRIES)).toEqual({
      email: { code: 'required' },
      emailConfirmation: { code: 'required' },
      firstName: { code: 'required' },
      lastName: { code: 'required' },
      address1: { code: 'required' },
      city: { code: 'required' },
      state: { code: 'required' },
      postcode: { code: 'required' },
      disclaimer: { code: 'disclaimer' },
    });
  });

  it('a complete US form has no error', () => {
    expect(validateCheckoutForm(form({}), COUNTRIES)).toEqual({});
    expect(isCheckoutFormValid(form({}), COUNTRIES)).toBe(true);
  });

  it('France: no state asked, its postcode format applies', () => {
    expect(validateCheckoutForm(form({ countryCode: 'FR', state: '', postcode: '7500' }), COUNTRIES)).toEqual({
      postcode: { code: 'zipCode' },
    });
    expect(isCheckoutFormValid(form({ countryCode: 'FR', state: '', postcode: '75008' }), COUNTRIES)).toBe(true);
  });

  it('a country without postcodes is complete without one', () => {
    expect(isCheckoutFormValid(form({ countryCode: 'HK', state: '', postcode: '' }), COUNTRIES)).toBe(true);
  });

  it('an unlisted country is required, and then state and postcode ask nothing', () => {
    expect(validateCheckoutForm(form({ countryCode: 'ZZ' }), COUNTRIES)).toEqual({ countryCode: { code: 'required' } });
  });

  it('reports the confirmation, the email and the disclaimer each on its own', () => {
    expect(validateCheckoutForm(form({ email: 'ada@', emailConfirmation: 'ada@example.com' }, false), COUNTRIES)).toEqual({
      email: { code: 'email' },
      emailConfirmation: { code: 'emailConfirmation' },
      disclaimer: { code: 'disclaimer' },
    });
  });
});
