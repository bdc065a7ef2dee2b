import { DEFAULT_LOCALE, isShopLocale, type ShopLocale } from '@shop/api/locale';

import { readCookie } from '../http/cookie';

const LOCALE_COOKIE = 'locale';
/** Spec §3: the locale cookie lives 365 days. */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Accept-Language tags mapped to shop locales; Traditional Chinese (zh-TW, zh-HK, zh-Hant) is `tw`. */
function localeOfLanguageTag(tag: string): ShopLocale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'tw';
  const primary = lower.split('-')[0];
  return isShopLocale(primary) && primary !== 'tw' ? primary : undefined;
}

export function localeFromAcceptLanguage(header: string | null): ShopLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), quality: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeOfLanguageTag(entry.tag);
    if (locale) return locale;
  }
  return undefined;
}

/** Spec §3: on the root path the cookie wins, then Accept-Language, then the default. */
export function detectLocale(request: Request, fallback: ShopLocale = DEFAULT_LOCALE): ShopLocale {
  const fromCookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  if (isShopLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(request.headers.get('accept-language')) ?? fallback;
}

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
