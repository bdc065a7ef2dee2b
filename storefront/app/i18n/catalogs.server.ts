import { parse } from '@formatjs/icu-messageformat-parser';

import type { ShopLocale } from '@shop/api/locale';
import { designSystemMessages } from '@shop/design-system/messages';

import type { Messages } from '../lib/i18n/intl';

// One dynamic import per locale: the server build keeps each catalog in its own chunk; the
// browser downloads the active one as a static asset (catalog-asset.server.ts).
const loaders: Record<ShopLocale, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  it: () => import('./messages/it.json'),
  de: () => import('./messages/de.json'),
  nl: () => import('./messages/nl.json'),
  ja: () => import('./messages/ja.json'),
  tw: () => import('./messages/tw.json'),
};

/** What makes a text ICU syntax rather than plain words: an argument, a plural, a tag, a quote. */
const ICU_SYNTAX = /[{}<']/;

const compiled = new Map<ShopLocale, Promise<Messages>>();

/** Texts as the browser formats them: those with ICU syntax parsed, plain words as they are. */
export function compileMessages(texts: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, ICU_SYNTAX.test(text) ? parse(text) : text]));
}

async function compile(locale: ShopLocale): Promise<Messages> {
  return compileMessages({ ...designSystemMessages(locale), ...(await loaders[locale]()).default });
}

/**
 * The storefront's page texts plus the design system's component texts, in one language. Texts
 * with ICU syntax arrive parsed, so the browser formats them without the ICU parser
 * (docs/architecture.md "What a first load holds"); plain words stay strings, the smallest form
 * in the page. Compiled once per language for the server's life.
 */
export function loadMessages(locale: ShopLocale): Promise<Messages> {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compile(locale);
    compiled.set(locale, messages);
    messages.catch(() => compiled.delete(locale));
  }
  return messages;
}
