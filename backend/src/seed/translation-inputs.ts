import type { LanguageCode } from '@vendure/core';

import { SHOP_LANGUAGES, type ShopLanguage, type Translations } from './languages';
import { toLanguageCode } from './vendure-codes';

/** Vendure's `translations: [{ languageCode, … }]` input, one entry per shop language. */
export function translationInputs<T extends object>(build: (language: ShopLanguage) => T): Array<T & { languageCode: LanguageCode }> {
  return SHOP_LANGUAGES.map((language) => ({ ...build(language), languageCode: toLanguageCode(language) }));
}

export function nameTranslations(names: Translations): Array<{ languageCode: LanguageCode; name: string }> {
  return translationInputs((language) => ({ name: names[language] }));
}
