import { intlLocale, translationsFrom, type ShopLanguage, type Translations } from './languages';
import type { PluralForms } from './seed-data-schema';

/** "5gb" → 5 */
export function dataAmount(dataCode: string): number {
  return parseLeadingNumber(dataCode);
}

/** "30d" → 30 */
export function durationDays(durationCode: string): number {
  return parseLeadingNumber(durationCode);
}

function parseLeadingNumber(optionCode: string): number {
  const match = /^(\d+)/.exec(optionCode);
  if (!match?.[1]) throw new Error(`Option code "${optionCode}" does not start with a number`);
  return Number(match[1]);
}

export function dataOptionNames(dataCode: string, templates: Translations): Translations {
  const amount = String(dataAmount(dataCode));
  return translationsFrom((language) => templates[language].replace('{amount}', amount));
}

export function durationOptionNames(durationCode: string, templates: Translations<PluralForms>): Translations {
  const days = durationDays(durationCode);
  return translationsFrom((language) => pluralize(days, templates[language], language));
}

function pluralize(count: number, forms: PluralForms, language: ShopLanguage): string {
  const category = new Intl.PluralRules(intlLocale(language)).select(count);
  const template = category === 'one' && forms.one ? forms.one : forms.other;
  return template.replace('{count}', String(count));
}
