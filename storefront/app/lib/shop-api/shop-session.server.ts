import { createHmac, timingSafeEqual } from 'node:crypto';

import { shopConfig } from '../../config.server';
import { readRawCookie } from '../http/cookie';
import { SESSION_MARKER_COOKIE } from './session-marker';

/** Vendure's Shop API session cookie (backend/src/config.ts `cookieOptions.name.shop`) and its signature. */
const SESSION_COOKIE = 'esim_shop_session';
const SIGNATURE_COOKIE = `${SESSION_COOKIE}.sig`;

/**
 * The signature cookie-session writes beside its cookie (Keygrip: HMAC-SHA1 of `name=value`, URL-safe
 * base64 without padding), so the storefront tells a session Vendure would accept from a made-up one
 * without asking it.
 */
export function sessionCookieSignature(value: string, secret: string): string {
  return createHmac('sha1', secret).update(`${SESSION_COOKIE}=${value}`).digest('base64url');
}

/**
 * Whether the request carries a shop session Vendure would accept: its cookie signed with the shared
 * COOKIE_SECRET. Anything else (no cookie, a cookie of that name without or with a wrong signature)
 * is an anonymous visitor: Vendure ignores it. With no secret
 * configured (development only: the storefront requires it in production) any cookie of that name counts.
 */
export function hasShopSession(cookieHeader: string | null, secret: string | undefined = shopConfig().cookieSecret): boolean {
  const value = readRawCookie(cookieHeader, SESSION_COOKIE);
  if (value === undefined || value === '') return false;
  if (secret === undefined) return true;
  const signature = readRawCookie(cookieHeader, SIGNATURE_COOKIE);
  if (signature === undefined) return false;
  const expected = Buffer.from(sessionCookieSignature(value, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The Cookie header a render of a shared page gets: without the session's cookies (the page is the
 * same for every shopper; a forged session would make the backend answer with a Set-Cookie clearing
 * it, and the page could not be kept), the visitor's other cookies as they were.
 */
export function withoutSessionCookies(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .filter((part) => {
      const name = part.slice(0, Math.max(0, part.indexOf('='))).trim();
      return name !== SESSION_COOKIE && name !== SIGNATURE_COOKIE;
    })
    .map((part) => part.trim())
    .join('; ');
}

const SESSION_SET_COOKIE = new RegExp(`^${SESSION_COOKIE}=([^;]*)(.*)$`);
const EXPIRED = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * The Set-Cookie headers that keep the session marker (session-marker.ts) true after an answer with
 * these Set-Cookie headers to this request. It follows Vendure's session cookie when the answer
 * sets or clears it (the same path, lifetime and SameSite, never HttpOnly); otherwise it mends a
 * marker that disagrees with the request: a session from before the marker, or a marker whose
 * session was dropped (expired, forged, or cleared in another way). Empty when nothing changes.
 */
export function sessionMarkerCookies(
  cookieHeader: string | null,
  setCookies: readonly string[],
  { secure, secret = shopConfig().cookieSecret }: { secure: boolean; secret?: string | undefined },
): string[] {
  for (const setCookie of setCookies) {
    const match = SESSION_SET_COOKIE.exec(setCookie.trim());
    if (!match) continue;
    const [, value = '', attributes = ''] = match;
    const kept = attributes
      .split(';')
      .map((attribute) => attribute.trim())
      .filter((attribute) => attribute !== '' && attribute.toLowerCase() !== 'httponly');
    return [[`${SESSION_MARKER_COOKIE}=${value === '' ? '' : '1'}`, ...kept].join('; ')];
  }
  const marked = readRawCookie(cookieHeader, SESSION_MARKER_COOKIE) === '1';
  const session = hasShopSession(cookieHeader, secret);
  if (marked === session) return [];
  const attributes = ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [[`${SESSION_MARKER_COOKIE}=${session ? '1' : ''}`, ...(session ? [] : [EXPIRED]), ...attributes].join('; ')];
}
