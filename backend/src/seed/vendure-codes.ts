import { CurrencyCode, LanguageCode } from '@vendure/core';

import type { ShopLanguage } from './languages';
import type { CurrencyCode as ShopCurrency } from './seed-data-schema';

const LANGUAGE_CODES: Record<ShopLanguage, LanguageCode> = {
  en: LanguageCode.en,
  fr: LanguageCode.fr,
  es: LanguageCode.es,
  it: LanguageCode.it,
  de: LanguageCode.de,
  nl: LanguageCode.nl,
  ja: LanguageCode.ja,
  zh_Hant: LanguageCode.zh_Hant,
};

const CURRENCY_CODES: Record<ShopCurrency, CurrencyCode> = {
  EUR: CurrencyCode.EUR,
  USD: CurrencyCode.USD,
};

export function toLanguageCode(language: ShopLanguage): LanguageCode {
  return LANGUAGE_CODES[language];
}

export function toCurrencyCode(currency: ShopCurrency): CurrencyCode {
  return CURRENCY_CODES[currency];
}
