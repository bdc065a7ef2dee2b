import { describe, expect, it } from 'vitest';

import { pageVariantKey } from './shop-page-cache.server';

const config = { defaultLocale: 'en', defaultCurrency: 'EUR' } as const;
const key = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  pageVariantKey(new Request(`http://127.0.0.1:3000${path}`, { method, headers }), config);

describe('the variant of a page the cache keys on', () => {
  it('is the origin, path and query, language, currency and encoding', () => {
    expect(key('/fr/esim-france.html?data=5gb', { 'accept-encoding': 'gzip, br' })).toBe(
      'http://127.0.0.1:3000/fr/esim-france.html?data=5gb fr EUR br',
    );
    expect(key('/en', { cookie: 'currency=USD' })).toBe('http://127.0.0.1:3000/en en USD identity');
  });

  it('keys on the currency cookie’s value, not on the visitor’s other cookies', () => {
    const plain = key('/en', { 'accept-encoding': 'br' });
    expect(key('/en', { 'accept-encoding': 'br', cookie: '_ga=GA1.2.3; consent=granted' })).toBe(plain);
    expect(key('/en', { 'accept-encoding': 'br', cookie: 'currency=EUR' })).toBe(plain);
    // An unknown currency is the default one, as the page renders it.
    expect(key('/en', { 'accept-encoding': 'br', cookie: 'currency=XXX' })).toBe(plain);
    expect(key('/en', { 'accept-encoding': 'br', cookie: 'currency=USD' })).not.toBe(plain);
    // The locale cookie changes nothing on /{lang} (spec §3: read on / only).
    expect(key('/en', { 'accept-encoding': 'br', cookie: 'locale=ja' })).toBe(plain);
  });

  it('on / follows the locale cookie, then Accept-Language, as the page does', () => {
    expect(key('/', { cookie: 'locale=ja', 'accept-language': 'de' })).toContain(' ja EUR ');
    expect(key('/', { 'accept-language': 'de-CH, fr;q=0.5' })).toContain(' de EUR ');
    expect(key('/')).toContain(' en EUR ');
  });

  it('is none for a navigation’s data request, which is never shared', () => {
    expect(key('/en/esim-france.data')).toBeUndefined();
    expect(key('/_root.data')).toBeUndefined();
  });

  it('is none for a shopper with a session, or anything but a GET', () => {
    expect(key('/en', { cookie: 'esim_shop_session=abc; esim_shop_session.sig=def' })).toBeUndefined();
    expect(key('/en/currency', {}, 'POST')).toBeUndefined();
    expect(key('/en', {}, 'HEAD')).toBeUndefined();
  });
});
