/** A language the shop is offered in (spec §3 Locale: code, label, flagCode; plus its BCP 47 tag). */
export interface LocaleOption {
  /** Storefront code used in URLs (`/fr/...`). */
  code: string;
  /** Name of the language in itself (an autonym), so each reader finds their own. */
  label: string;
  /** flag-icons code shown beside it. */
  flagCode: string;
  /** BCP 47 tag for `lang`/`hreflang` and Intl; differs from `code` for tw (Traditional Chinese). */
  lang: string;
}

/**
 * The eight shop languages in the spec's order (§9). Autonyms are data, not
 * translations: "Deutsch" reads "Deutsch" on every page.
 * `tw` is Traditional Chinese (zh-Hant), not Twi (the BCP 47 meaning of "tw").
 */
export const STOREFRONT_LOCALES = [
  { code: 'en', label: 'English', flagCode: 'gb', lang: 'en' },
  { code: 'fr', label: 'Français', flagCode: 'fr', lang: 'fr' },
  { code: 'es', label: 'Español', flagCode: 'es', lang: 'es' },
  { code: 'it', label: 'Italiano', flagCode: 'it', lang: 'it' },
  { code: 'de', label: 'Deutsch', flagCode: 'de', lang: 'de' },
  { code: 'nl', label: 'Nederlands', flagCode: 'nl', lang: 'nl' },
  { code: 'ja', label: '日本語', flagCode: 'jp', lang: 'ja' },
  { code: 'tw', label: '繁體中文', flagCode: 'tw', lang: 'zh-Hant' },
] as const satisfies readonly LocaleOption[];

export type StorefrontLocaleCode = (typeof STOREFRONT_LOCALES)[number]['code'];
