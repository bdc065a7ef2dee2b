import { DEFAULT_LOCALE, isShopLocale, type ShopLocale } from '@shop/api/locale';

import { preferredLanguages } from '../../../server/negotiation.mjs';
import { readCookie } from '../http/cookie';
import { LOCALE_COOKIE } from './locale-detection';

/*
 * The language of a request to a path without one (spec §3): read on the server only, with the
 * server's header reading (storefront/server/negotiation.mjs), which the browser's bundle never needs.
 */

/** Accept-Language tags mapped to shop locales; Traditional Chinese (zh-TW, zh-HK, zh-Hant) is `tw`. */
function localeOfLanguageTag(tag: string): ShopLocale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'tw';
  const primary = lower.split('-')[0];
  return isShopLocale(primary) && primary !== 'tw' ? primary : undefined;
}

/** The best-rated language of an Accept-Language header that the shop speaks. */
export function localeFromAcceptLanguage(header: string | null): ShopLocale | undefined {
  for (const tag of preferredLanguages(header)) {
    const locale = localeOfLanguageTag(tag);
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
