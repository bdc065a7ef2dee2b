import type { LocalizedString } from '@vendure/common/lib/generated-types';
import { LanguageCode } from '@vendure/core';

/** A text in the shop's 8 languages, under Vendure's names (`zh_Hant` for `tw`). */
export type Texts = Record<'en' | 'fr' | 'es' | 'it' | 'de' | 'nl' | 'ja' | 'zh_Hant', string>;

/** The texts as Vendure's LocalizedString list: staff screens' labels and validation messages. */
export function localized(texts: Texts): LocalizedString[] {
  return (Object.entries(texts) as Array<[keyof Texts, string]>).map(([language, value]) => ({
    languageCode: LanguageCode[language],
    value,
  }));
}
