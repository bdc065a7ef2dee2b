import { describe, expect, it } from 'vitest';
import { COUNTRIES, DE, FR, HK, NL, US } from '../test-support/country-fixtures';
import { countryOf, matchesZipCodeFormat, normalisePostcode, validateCountry, validatePostcode, validateState } from './address-rules';
import { MAX_LENGTHS } from './rules';

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

  it(`answers \`max\` beyond ${MAX_LENGTHS.postcode} characters`, () => {
    expect(MAX_LENGTHS.postcode).toBe(16);
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
