import { TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';

import { SHOP_LOCALES } from '@shop/api/locale';
import { designSystemMessages } from '@shop/design-system/messages';

import { createShopIntl, intlMessages } from '../lib/i18n/intl';
import { loadMessages } from './catalogs.server';

/*
 * The browser formats texts without FormatJS's parser (storefront/vite.config.ts): the server
 * must hand it every text already parsed, or as a string that is one literal.
 */
describe('the catalogs the root loader sends', () => {
  const parser = IntlMessageFormat.__parse;
  afterEach(() => {
    IntlMessageFormat.__parse = parser;
  });

  it.each(SHOP_LOCALES)('%s: texts with ICU syntax arrive parsed, plain words as strings', async (locale) => {
    const messages = await loadMessages(locale);
    expect(Object.keys(messages).length).toBeGreaterThan(Object.keys(designSystemMessages(locale)).length);
    for (const [id, message] of Object.entries(messages)) {
      if (typeof message === 'string') expect(message, id).not.toMatch(/[{}<']/);
      else expect(message.length, id).toBeGreaterThan(0);
    }
  });

  it('parses each text as FormatJS does, and gives react-intl only syntax trees', async () => {
    const messages = await loadMessages('fr');
    const compiled = intlMessages(messages);
    for (const [id, message] of Object.entries(messages)) {
      expect(compiled[id], id).toEqual(typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message);
    }
    // The same catalog object is compiled once.
    expect(intlMessages(messages)).toBe(compiled);
  });

  it('formats plain and ICU texts with no parser at all', async () => {
    IntlMessageFormat.__parse = undefined;
    const errors: unknown[] = [];
    const intl = createIntl({ locale: 'en', messages: intlMessages(await loadMessages('en')), onError: (error) => errors.push(error) });
    expect(intl.formatMessage({ id: 'meta.siteName' })).toBe(
      createShopIntl('en', await loadMessages('en')).formatMessage({ id: 'meta.siteName' }),
    );
    expect(intl.formatMessage({ id: 'AccountPanel.hello' }, { name: 'Ada' })).toContain('Ada');
    expect(errors).toEqual([]);
  });
});
