import { readCookie } from '../http/cookie';

/**
 * Vendure's session cookie is HttpOnly, so the page's scripts cannot see whether this browser has
 * a shop session. The storefront sets this readable cookie beside it (`sessionMarkerCookies`), with
 * no value but the fact: without it the browser knows, without asking the shop, that the cart is
 * empty and nobody is logged in, and loads neither machine until the shopper acts (issue 36).
 */
export const SESSION_MARKER_COOKIE = 'esim_shop_has_session';

/** Whether the browser's cookies say it has a shop session. */
export function hasSessionMarker(cookies: string = document.cookie): boolean {
  return readCookie(cookies, SESSION_MARKER_COOKIE) === '1';
}
