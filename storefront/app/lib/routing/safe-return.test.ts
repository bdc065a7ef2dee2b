import { describe, expect, it } from 'vitest';

import { safeReturnPath, safeReturnPathOr } from './safe-return';

describe('safeReturnPath', () => {
  it('keeps a path of the shop, with its query and fragment', () => {
    expect(safeReturnPath('/en/MyAccount/OrderHistory')).toBe('/en/MyAccount/OrderHistory');
    expect(safeReturnPath('/fr?panel=orders')).toBe('/fr?panel=orders');
    expect(safeReturnPath('/fr/esim-france.html?data=5gb#plans')).toBe('/fr/esim-france.html?data=5gb#plans');
    expect(safeReturnPath('/ja/esim-日本.html')).toBe('/ja/esim-%E6%97%A5%E6%9C%AC.html');
  });

  it('refuses other origins however they are written', () => {
    for (const value of [
      'https://evil.example/',
      'HTTPS://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\v/evil.example',
      '/\u0000/evil.example',
      '/\u0085/evil.example',
      '/.//evil.example',
      '/./../..//evil.example',
      'javascript:alert(1)',
      ' /en',
      'en/Offers',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses no value, a non-string and an absurd length', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(5000)}`)).toBeNull();
  });

  it('falls back to the given home', () => {
    expect(safeReturnPathOr('/\t/evil.example', '/fr')).toBe('/fr');
    expect(safeReturnPathOr('/fr/Offers', '/fr')).toBe('/fr/Offers');
  });
});
