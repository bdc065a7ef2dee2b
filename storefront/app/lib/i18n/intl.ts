import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlConfig, type IntlShape } from 'react-intl';

import { toBcp47, type ShopLocale } from '@shop/api/locale';

/**
 * One language's texts as the root loader sends them (`loadMessages`): plain words as strings,
 * texts with ICU syntax already parsed.
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

const cache = createIntlCache();
const compiledMessages = new WeakMap<Messages, Record<string, MessageFormatElement[]>>();

/**
 * The texts as react-intl formats them without its parser: every one a syntax tree, a plain
 * string being one literal. The browser build has no ICU parser (storefront/vite.config.ts), so
 * a string that reached react-intl would fail to format. Memoised per catalog.
 */
export function intlMessages(messages: Messages): Record<string, MessageFormatElement[]> {
  let compiled = compiledMessages.get(messages);
  if (!compiled) {
    compiled = compiledTexts(messages);
    if (compiledTextsWatcher) compiled = compiledTextsWatcher(compiled);
    compiledMessages.set(messages, compiled);
  }
  return compiled;
}

function compiledTexts(messages: Messages): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, typeof text === 'string' ? [{ type: TYPE.literal, value: text }] : text]),
  );
}

/**
 * Adds `more` to `messages` in place, and to the texts already compiled from them: an Intl object
 * made from `messages` formats the new texts from its next call on (the page's own texts first,
 * the rest of the language's later, lib/i18n/catalog.ts).
 */
export function addMessages(messages: Messages, more: Messages): void {
  Object.assign(messages, more);
  const compiled = compiledMessages.get(messages);
  if (compiled) Object.assign(compiled, compiledTexts(more));
}

/** Wraps each catalog compiled from now on (the server: to hear which texts a page looks up, i18n/page-texts.server.ts). */
let compiledTextsWatcher: ((compiled: Record<string, MessageFormatElement[]>) => Record<string, MessageFormatElement[]>) | undefined;

/** Has `watch` wrap every catalog compiled from now on. */
export function watchCompiledTexts(
  watch: (compiled: Record<string, MessageFormatElement[]>) => Record<string, MessageFormatElement[]>,
): void {
  compiledTextsWatcher = watch;
}

/**
 * The catalogs from which a text was asked for that they lacked (react-intl then shows its id):
 * the browser renders the page again once the rest of the language's texts came (lib/i18n/catalog.ts).
 */
const catalogsMissingTexts = new WeakSet<Messages>();

/** Whether a text was asked for from `messages` that they lacked. */
export function textMissedFrom(messages: Messages): boolean {
  return catalogsMissingTexts.has(messages);
}

/** A text missing from `messages` is noted; any other error is logged in development, as react-intl does. */
function intlErrorsOf(messages: Messages): NonNullable<IntlConfig['onError']> {
  return (error) => {
    if (error.code === 'MISSING_TRANSLATION') catalogsMissingTexts.add(messages);
    else if (import.meta.env.DEV) console.error(error);
  };
}

const shopIntls = new WeakMap<Messages, IntlShape>();

/**
 * An Intl object outside React, for `meta` functions and loaders that must speak the shopper's
 * language. Memoised per catalog (a catalog is one language's): every meta function of every
 * render asks for one, and building it costs more than the formatting it does.
 */
export function createShopIntl(locale: ShopLocale, messages: Messages): IntlShape {
  let intl = shopIntls.get(messages);
  if (!intl || intl.locale !== toBcp47(locale)) {
    intl = createIntl(
      { locale: toBcp47(locale), messages: intlMessages(messages), defaultLocale: 'en', onError: intlErrorsOf(messages) },
      cache,
    );
    shopIntls.set(messages, intl);
  }
  return intl;
}
