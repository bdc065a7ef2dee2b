/** The shop's locales (spec §1) and how each is named by the commerce engine. */
export const SHOP_LOCALES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];
export const DEFAULT_LOCALE: ShopLocale = 'en';

// Vendure names Traditional Chinese `zh_Hant`; the shop's URLs say `tw` (spec §1).
const LANGUAGE_CODE_BY_LOCALE: Record<ShopLocale, string> = {
  en: 'en',
  fr: 'fr',
  es: 'es',
  it: 'it',
  de: 'de',
  nl: 'nl',
  ja: 'ja',
  tw: 'zh_Hant',
};

export function isShopLocale(value: string | undefined | null): value is ShopLocale {
  return value != null && (SHOP_LOCALES as readonly string[]).includes(value);
}

export function toLanguageCode(locale: ShopLocale): string {
  return LANGUAGE_CODE_BY_LOCALE[locale];
}

export function fromLanguageCode(languageCode: string): ShopLocale | undefined {
  return SHOP_LOCALES.find((locale) => LANGUAGE_CODE_BY_LOCALE[locale] === languageCode);
}

/** BCP 47 tag for `Intl` and `<html lang>`: `tw` is Traditional Chinese, not a region. */
export function toBcp47(locale: ShopLocale): string {
  return locale === 'tw' ? 'zh-Hant' : locale;
}

export const SHOP_CURRENCIES = ['EUR', 'USD'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];
