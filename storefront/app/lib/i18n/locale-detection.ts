import { isShopLocale, type ShopLocale } from '@shop/api/locale';

/** The cookie that keeps the shopper's choice of language (spec §3). */
export const LOCALE_COOKIE = 'locale';
/** Spec §3: the locale cookie lives 365 days. */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The locale a URL is in: its first path segment when that is a shop locale. */
export function localeOfPath(pathname: string): ShopLocale | undefined {
  const first = pathname.split('/')[1];
  return isShopLocale(first) ? first : undefined;
}

export function localeCookie(locale: ShopLocale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The language switcher's choice, kept for the next visit to `/` (spec §3, §4: "the language
 * choice is kept in a cookie"). Written by the browser when the shopper picks a language, not by
 * the pages: a page that set a cookie could not be shared by a cache.
 */
export function rememberLocaleChoice(locale: ShopLocale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/** Moves a path to another locale: `/fr/esim-france.html` → `/de/esim-france.html`. */
export function pathInLocale(pathname: string, locale: ShopLocale): string {
  const current = localeOfPath(pathname);
  if (!current) return `/${locale}`;
  const rest = pathname.slice(current.length + 1);
  return `/${locale}${rest}`;
}
