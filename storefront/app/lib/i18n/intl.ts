import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

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
    compiled = Object.fromEntries(
      Object.entries(messages).map(([id, text]) => [id, typeof text === 'string' ? [{ type: TYPE.literal, value: text }] : text]),
    );
    compiledMessages.set(messages, compiled);
  }
  return compiled;
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
    intl = createIntl({ locale: toBcp47(locale), messages: intlMessages(messages), defaultLocale: 'en' }, cache);
    shopIntls.set(messages, intl);
  }
  return intl;
}
