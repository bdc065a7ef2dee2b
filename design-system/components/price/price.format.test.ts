import { describe, expect, it } from 'vitest';
import { currencyFractionDigits, formatMinorUnits, minorToMajor } from './price.format';

// Intl separates number and symbol with a no-break space (U+00A0) or narrow one (U+202F) depending on locale.
const normaliseSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMinorUnits', () => {
  it('formats euro cents in English', () => {
    expect(formatMinorUnits(1299, 'EUR', 'en')).toBe('€12.99');
  });

  it('follows the locale for separators and symbol position', () => {
    expect(normaliseSpaces(formatMinorUnits(1299, 'EUR', 'fr'))).toBe('12,99 €');
    expect(normaliseSpaces(formatMinorUnits(123456, 'EUR', 'de'))).toBe('1.234,56 €');
  });

  it('formats dollars', () => {
    expect(formatMinorUnits(500, 'USD', 'en-US')).toBe('$5.00');
  });

  it('treats yen as having no minor unit', () => {
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(minorToMajor(1200, 'JPY')).toBe(1200);
    expect(formatMinorUnits(1200, 'JPY', 'ja')).toBe('￥1,200');
  });

  it('formats euros for Traditional Chinese with the zh-Hant tag (not the storefront code "tw")', () => {
    expect(formatMinorUnits(990, 'EUR', 'zh-Hant')).toBe('€9.90');
  });
});
