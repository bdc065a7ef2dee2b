import { describe, expect, it } from 'vitest';

import { currencyCookie, currencyOfRequest } from './currency';

describe('currency choice', () => {
  it('reads the cookie, falls back to the configured default for anything else', () => {
    expect(currencyOfRequest(new Request('http://shop.test/', { headers: { cookie: 'currency=USD' } }), 'EUR')).toBe('USD');
    expect(currencyOfRequest(new Request('http://shop.test/', { headers: { cookie: 'currency=GBP' } }), 'EUR')).toBe('EUR');
    expect(currencyOfRequest(new Request('http://shop.test/'), 'EUR')).toBe('EUR');
  });

  it('keeps it a year', () => {
    expect(currencyCookie('USD', false)).toBe('currency=USD; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
