import { describe, expect, it } from 'vitest';

import { cacheControlSettingCookies, cacheHeaders, isSharedCacheable, sharedLifetimes } from './cache-policy';

const catalogue = { status: 200, catalogueRoutes: true, setsCookies: false, hasSession: false, localeFromRequest: false };

describe('cache policy', () => {
  it('lets shared caches keep a catalogue page and serve it stale while they refresh it', () => {
    expect(cacheHeaders(catalogue)).toEqual({
      'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
      Vary: 'Cookie',
    });
  });

  it('varies on Accept-Language where the locale comes from the request', () => {
    expect(cacheHeaders({ ...catalogue, localeFromRequest: true })['Vary']).toBe('Cookie, Accept-Language');
  });

  it('keeps anything personal or failed private', () => {
    for (const change of [{ setsCookies: true }, { hasSession: true }, { status: 404 }, { status: 503 }, { catalogueRoutes: false }]) {
      expect(cacheHeaders({ ...catalogue, ...change })).toEqual({ 'Cache-Control': 'private, no-cache' });
    }
  });

  it('lets nothing keep a page whose URL carries a secret, whatever else holds', () => {
    for (const change of [{}, { catalogueRoutes: false }, { hasSession: true }, { status: 404 }]) {
      const headers = cacheHeaders({ ...catalogue, ...change, noStore: true });
      expect(headers).toEqual({ 'Cache-Control': 'private, no-store' });
      expect(sharedLifetimes(headers['Cache-Control'] ?? null)).toBeUndefined();
    }
  });

  it('tells a page a shared cache may keep from a private one', () => {
    expect(isSharedCacheable(cacheHeaders(catalogue))).toBe(true);
    expect(isSharedCacheable(cacheHeaders({ ...catalogue, hasSession: true }))).toBe(false);
    expect(isSharedCacheable({ 'Cache-Control': 'no-store, publicity' })).toBe(false);
    expect(isSharedCacheable({})).toBe(false);
  });
});

describe('what a shared cache may do with an answer', () => {
  it('keeps a public answer s-maxage (else max-age) seconds, then serves it stale for stale-while-revalidate', () => {
    expect(sharedLifetimes('public, max-age=60, s-maxage=300, stale-while-revalidate=86400')).toEqual({
      freshSeconds: 300,
      staleSeconds: 86_400,
    });
    expect(sharedLifetimes('public, max-age=120')).toEqual({ freshSeconds: 120, staleSeconds: 0 });
    expect(sharedLifetimes('Public, S-MaxAge=10')).toEqual({ freshSeconds: 10, staleSeconds: 0 });
  });

  it('keeps nothing private, unstorable, unrevalidated or without a lifetime', () => {
    for (const value of [
      'private, no-cache',
      'public, no-store, s-maxage=300',
      'public, no-cache, s-maxage=300',
      'public',
      'public, s-maxage=0',
      'max-age=300',
      'publicity, s-maxage=300',
      '',
      null,
    ]) {
      expect(sharedLifetimes(value), String(value)).toBeUndefined();
    }
  });
});

describe('an answer that sets a cookie for one browser', () => {
  it('is private once it sets one, whatever the page said, and keeps a stricter or absent rule as it was', () => {
    expect(cacheControlSettingCookies('public, max-age=60, s-maxage=300, stale-while-revalidate=86400')).toBe('private, no-cache');
    expect(cacheControlSettingCookies('max-age=60 , PUBLIC')).toBe('private, no-cache');
    expect(cacheControlSettingCookies('private, no-store')).toBe('private, no-store');
    expect(cacheControlSettingCookies('private, no-cache')).toBe('private, no-cache');
    expect(cacheControlSettingCookies('no-store, publicity')).toBe('no-store, publicity');
    expect(cacheControlSettingCookies(null)).toBeNull();
  });
});
