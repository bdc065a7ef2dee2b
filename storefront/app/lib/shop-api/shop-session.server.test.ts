import { describe, expect, it } from 'vitest';

import { hasSessionMarker } from './session-marker';
import { hasShopSession, sessionCookieSignature, sessionMarkerCookies, withoutSessionCookies } from './shop-session.server';

const SECRET = 's'.repeat(40);
/** A session cookie as Vendure's cookie-session writes it (its value: base64 of the session's JSON). */
const VALUE = Buffer.from(JSON.stringify({ token: 'abc123' })).toString('base64');
const signed = (value = VALUE, secret = SECRET) =>
  `esim_shop_session=${value}; esim_shop_session.sig=${sessionCookieSignature(value, secret)}`;

describe('a shop session Vendure would accept', () => {
  it('signs as cookie-session does (Keygrip: HMAC-SHA1 of name=value, URL-safe base64 without padding)', () => {
    // Keygrip's own answer for this value and secret (node -e "new (require('keygrip'))([secret]).sign(…)").
    expect(sessionCookieSignature(VALUE, SECRET)).toBe('Jn3dHHKKejtUK5WF1du7j0EIQ8Q');
  });

  it('is a session cookie signed with the shared secret', () => {
    expect(hasShopSession(`locale=fr; ${signed()}; currency=USD`, SECRET)).toBe(true);
  });

  it('is not a cookie of that name unsigned, signed with another secret, or with a made-up signature', () => {
    expect(hasShopSession(`esim_shop_session=${VALUE}`, SECRET)).toBe(false);
    expect(hasShopSession(signed(VALUE, 'another-secret-of-at-least-32-chars!'), SECRET)).toBe(false);
    expect(hasShopSession(`esim_shop_session=${VALUE}; esim_shop_session.sig=forged`, SECRET)).toBe(false);
    expect(hasShopSession(`esim_shop_session=other; esim_shop_session.sig=${sessionCookieSignature(VALUE, SECRET)}`, SECRET)).toBe(false);
    expect(hasShopSession('esim_shop_session=; esim_shop_session.sig=', SECRET)).toBe(false);
    expect(hasShopSession('locale=fr; currency=USD', SECRET)).toBe(false);
    expect(hasShopSession(null, SECRET)).toBe(false);
  });

  it('reads the first cookie of each name, as Vendure does', () => {
    expect(hasShopSession(`${signed()}; esim_shop_session=other`, SECRET)).toBe(true);
    expect(hasShopSession(`esim_shop_session=other; ${signed()}`, SECRET)).toBe(false);
  });

  it('without a secret (development only) is any cookie of that name', () => {
    expect(hasShopSession('esim_shop_session=abc', undefined)).toBe(true);
    expect(hasShopSession('currency=USD', undefined)).toBe(false);
  });
});

describe('the cookies a shared page is rendered with', () => {
  it('are the visitor’s own but the session’s', () => {
    expect(withoutSessionCookies(`currency=USD; ${signed('forged')}; consent=granted`)).toBe('currency=USD; consent=granted');
    expect(withoutSessionCookies('currency=USD')).toBe('currency=USD');
  });
});

describe("the session's readable marker", () => {
  const vendureSets = `esim_shop_session=${VALUE}; path=/; expires=Sat, 02 Jan 2027 10:00:00 GMT; samesite=lax; httponly`;
  const vendureClears = 'esim_shop_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; httponly';
  const options = { secure: false, secret: SECRET };

  it('follows the session cookie Vendure sets: the same path, lifetime and SameSite, readable by the page', () => {
    const signature = `esim_shop_session.sig=${sessionCookieSignature(VALUE, SECRET)}; path=/; samesite=lax; httponly`;
    expect(sessionMarkerCookies(null, [vendureSets, signature], options)).toEqual([
      'esim_shop_has_session=1; path=/; expires=Sat, 02 Jan 2027 10:00:00 GMT; samesite=lax',
    ]);
  });

  it('is cleared with the session cookie, whatever the request carried', () => {
    expect(sessionMarkerCookies(`${signed()}; esim_shop_has_session=1`, [vendureClears], options)).toEqual([
      'esim_shop_has_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax',
    ]);
  });

  it('changes nothing when the request and its marker agree', () => {
    expect(sessionMarkerCookies(`${signed()}; esim_shop_has_session=1`, [], options)).toEqual([]);
    expect(sessionMarkerCookies('locale=fr', ['locale=de; Path=/'], options)).toEqual([]);
    expect(sessionMarkerCookies(null, [], options)).toEqual([]);
  });

  it('is set for a session from before the marker, Secure on a shop served over HTTPS', () => {
    expect(sessionMarkerCookies(signed(), [], options)).toEqual(['esim_shop_has_session=1; Path=/; SameSite=Lax']);
    expect(sessionMarkerCookies(signed(), [], { ...options, secure: true })).toEqual([
      'esim_shop_has_session=1; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('is cleared when its session is gone or forged: the page would otherwise wait for a cart that is not there', () => {
    const cleared = ['esim_shop_has_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax'];
    expect(sessionMarkerCookies('esim_shop_has_session=1', [], options)).toEqual(cleared);
    expect(sessionMarkerCookies(`esim_shop_session=${VALUE}; esim_shop_session.sig=forged; esim_shop_has_session=1`, [], options)).toEqual(
      cleared,
    );
  });

  it('is read by the page only as exactly itself', () => {
    expect(hasSessionMarker('locale=fr; esim_shop_has_session=1')).toBe(true);
    expect(hasSessionMarker('esim_shop_has_session=')).toBe(false);
    expect(hasSessionMarker('esim_shop_has_session=10; xesim_shop_has_session=1')).toBe(false);
    expect(hasSessionMarker('')).toBe(false);
  });
});
