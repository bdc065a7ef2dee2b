import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { IntlShape } from 'react-intl';

import type { ShopLocale } from '@shop/api/locale';
import { designSystemMessages } from '@shop/design-system/messages';

import { createShopIntl } from '../lib/i18n/intl';
import { compileMessages } from './catalogs.server';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages');

/** The 8 catalogs as the shop ships them, by locale. */
export const catalogs: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  readdirSync(folder).map((file) => [
    path.basename(file, '.json'),
    JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>,
  ]),
);

/** An Intl in `locale` with its shipped catalog and the components' texts, compiled as a page gets them. */
export function intlOf(locale: ShopLocale): IntlShape {
  return createShopIntl(locale, compileMessages({ ...designSystemMessages(locale), ...catalogs[locale] }));
}
