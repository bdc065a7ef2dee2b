const STOREFRONT_LOCALES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw'];

/** The storefront's URL prefix for a Vendure language (zh_Hant is `tw`, spec §1): where a provider sends the shopper back. */
export function storefrontLocale(languageCode: string): string {
  const locale = languageCode === 'zh_Hant' ? 'tw' : languageCode;
  return STOREFRONT_LOCALES.includes(locale) ? locale : 'en';
}
