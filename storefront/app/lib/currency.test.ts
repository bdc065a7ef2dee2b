import { describe, expect, it } from 'vitest';

import { currencyCookie, currencyOfRequest, safeReturnPath } from './currency';

describe('currency choice', () => {
  it('reads the cookie, falls back to the configured default for anything else', () => {
    expect(currencyOfRequest(new Request('http://shop.test/', { headers: { cookie: 'currency=USD' } }), 'EUR')).toBe('USD');
    expect(currencyOfRequest(new Request('http://shop.test/', { headers: { cookie: 'currency=GBP' } }), 'EUR')).toBe('EUR');
    expect(currencyOfRequest(new Request('http://shop.test/'), 'EUR')).toBe('EUR');
  });

  it('keeps it a year', () => {
    expect(currencyCookie('USD', false)).toBe('currency=USD; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('only returns to paths of this shop', () => {
    expect(safeReturnPath('/fr/esim-france.html?data=5gb', '/fr')).toBe('/fr/esim-france.html?data=5gb');
    expect(safeReturnPath('//evil.example/x', '/fr')).toBe('/fr');
    expect(safeReturnPath('https://evil.example/', '/fr')).toBe('/fr');
    expect(safeReturnPath('/\\evil.example', '/fr')).toBe('/fr');
    expect(safeReturnPath(null, '/fr')).toBe('/fr');
  });
});
