import { describe, expect, it } from 'vitest';

import { readCookie } from './cookie';

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
});
