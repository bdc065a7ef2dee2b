import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { COMPONENT_LOCALES } from '../../lib/i18n/component-messages';
import { STOREFRONT_LOCALES } from '../language-switcher/locales';
import { cardFormMessages } from './card-form.messages';

const languageTagOf = (code: string) => STOREFRONT_LOCALES.find((locale) => locale.code === code)?.lang ?? code;

describe('card form texts', () => {
  it('says how many digits the security code has, in every language: 3, or 4 for Amex (issue 15)', () => {
    for (const locale of COMPONENT_LOCALES) {
      const hint = new IntlMessageFormat(cardFormMessages.catalog[locale].cvvHint, languageTagOf(locale));
      expect(String(hint.format({ digits: 3 })), locale).toContain('3');
      expect(String(hint.format({ digits: 4 })), locale).toContain('4');
      expect(String(hint.format({ digits: 4 })), locale).not.toContain('3');
    }
  });
});
