import { describe, expect, it } from 'vitest';

import { readCookie, readRawCookie } from './cookie';

describe('readCookie', () => {
  it('reads a cookie of a Cookie header, and nothing from no header', () => {
    expect(readCookie('x=1; locale=fr', 'locale')).toBe('fr');
    expect(readCookie(null, 'locale')).toBeUndefined();
  });

  it('returns a value that does not decode as it is instead of throwing (a bare % answered 500 in every loader that reads it)', () => {
    expect(readCookie('locale=%; currency=EUR', 'locale')).toBe('%');
    expect(readCookie('locale=ja%2', 'locale')).toBe('ja%2');
    expect(readCookie('locale=j%61', 'locale')).toBe('ja');
  });

  it('reads the first cookie of that name, a value with = in it whole, and no cookie whose name only ends so', () => {
    expect(readCookie('locale=fr; locale=de', 'locale')).toBe('fr');
    expect(readCookie('token=a=b==', 'token')).toBe('a=b==');
    expect(readCookie('xlocale=fr; =locale', 'locale')).toBeUndefined();
  });
});

describe('readRawCookie', () => {
  it('reads a value as it was sent, undecoded (what a signature was computed over)', () => {
    expect(readRawCookie('esim_shop_session=ab%3D%3D; esim_shop_session.sig=x', 'esim_shop_session')).toBe('ab%3D%3D');
    expect(readRawCookie('esim_shop_session=ab%3D%3D; esim_shop_session.sig=x', 'esim_shop_session.sig')).toBe('x');
    expect(readRawCookie(null, 'esim_shop_session')).toBeUndefined();
  });
});
