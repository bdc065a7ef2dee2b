/**
 * The shop's languages, spelled as Vendure language codes. The storefront's `tw` is
 * Vendure's `zh_Hant`. Kept free of Vendure imports so unit tests can load it.
 */
export const SHOP_LANGUAGES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'zh_Hant'] as const;

export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** One value per shop language; the type makes a missing translation a compile or parse error. */
export type Translations<T = string> = Record<ShopLanguage, T>;

const INTL_LOCALES: Translations = {
  en: 'en',
  fr: 'fr',
  es: 'es',
  it: 'it',
  de: 'de',
  nl: 'nl',
  ja: 'ja',
  zh_Hant: 'zh-Hant',
};

/** BCP 47 tag for `Intl` APIs. */
export function intlLocale(language: ShopLanguage): string {
  return INTL_LOCALES[language];
}

/** Languages written in Latin script get their own slugs; the others reuse the English slug. */
export function usesLatinScript(language: ShopLanguage): boolean {
  return language !== 'ja' && language !== 'zh_Hant';
}

/** Builds one value per shop language. */
export function translationsFrom<U>(map: (language: ShopLanguage) => U): Translations<U> {
  const result = {} as Translations<U>; // filled for every language just below
  for (const language of SHOP_LANGUAGES) {
    result[language] = map(language);
  }
  return result;
}
