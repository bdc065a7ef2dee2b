import { IntlMessageFormat } from 'intl-messageformat';

import { STOREFRONT_LOCALES } from '../components/language-switcher/locales';
import type { ComponentLocale, ComponentMessages } from '../lib/i18n/component-messages';
import type { ComponentText } from '../lib/i18n/use-component-text';

/*
 * Story-only helper: what a component shows, read from its catalog, so a play function asserts
 * the component's own words in any language instead of typing a copy of the English
 * (`design-system/stories-read-catalogs.test.ts` fails on a copy). Not exported from the design
 * system.
 */

type KeysOf<Messages> = Messages extends ComponentMessages<infer Keys> ? Keys : never;

/**
 * A component's texts in `locale`, formatted as the component formats them
 * (`useComponentText`: ICU with the language's plural rules and number formats):
 * `const en = storyText(cartLineMessages)`, then `en('remove', { name: 'France eSIM' })`.
 */
export function storyText<Messages extends ComponentMessages>(
  messages: Messages,
  locale: ComponentLocale = 'en',
): ComponentText<KeysOf<Messages>> {
  const languageTag = STOREFRONT_LOCALES.find(({ code }) => code === locale)?.lang ?? locale;
  const catalog: Readonly<Record<string, string>> = messages.catalog[locale];
  return (key, values) => {
    const message = catalog[key];
    if (message === undefined) throw new Error(`${messages.namespace} has no text ${key}`);
    return String(new IntlMessageFormat(message, languageTag).format(values));
  };
}

/** Stands for any value in a text given to `textPattern`: `en('installedOn', { date: ANY })`. */
export const ANY = '\uE000';

/**
 * A whole text with any value where it holds `ANY`, as a pattern, for a check that no such text
 * is shown: `canvas.queryByText(textPattern(en('installedOn', { date: ANY })))`.
 */
export function textPattern(text: string): RegExp {
  const parts = text.split(ANY).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 'u');
}
