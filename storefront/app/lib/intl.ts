import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

import { toBcp47, type ShopLocale } from '@shop/api/locale';

export type Messages = Record<string, string>;

const cache = createIntlCache();

/** An Intl object outside React, for `meta` functions and loaders that must speak the shopper's language. */
export function createShopIntl(locale: ShopLocale, messages: Messages): IntlShape {
  return createIntl({ locale: toBcp47(locale), messages, defaultLocale: 'en' }, cache);
}
