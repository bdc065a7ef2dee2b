import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { isShopLocale, toBcp47 } from '@shop/api/locale';

import {
  accountNavItems,
  newsletterLabels,
  orderDetailsLabels,
  orderHistoryLabels,
  orderPlaceholderLabels,
  personalInformationLabels,
} from './account-page-labels';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/messages');
const catalogs = readdirSync(folder).map((file) => ({
  language: path.basename(file, '.json'),
  messages: JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>,
}));

/** Every text of a labels object: strings as they are, functions called with sample arguments. */
function textsOf(labels: object): string[] {
  return Object.values(labels).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [String((value as (...args: unknown[]) => unknown)('Japan 10 GB', 2, 3))];
    if (value && typeof value === 'object') return textsOf(value);
    return [];
  });
}

describe('account page labels', () => {
  it('has every text of the account pages and panels in all 8 catalogs', () => {
    expect(catalogs).toHaveLength(8);
    for (const { language, messages } of catalogs) {
      if (!isShopLocale(language)) throw new Error(`unexpected catalog ${language}`);
      const missing: string[] = [];
      const intl = createIntl({
        locale: toBcp47(language),
        messages,
        defaultLocale: 'en',
        onError: (error) => missing.push(`${language}: ${error.message}`),
      });
      const texts = [
        orderHistoryLabels(intl),
        orderDetailsLabels(intl),
        orderPlaceholderLabels(intl),
        personalInformationLabels(intl),
        newsletterLabels(intl),
        accountNavItems(intl, language).map((item) => item.label),
      ].flatMap(textsOf);
      expect(missing).toEqual([]);
      for (const text of texts) expect(text.trim(), language).not.toBe('');
    }
  });

  it('links the navigation to the MyAccount children of spec §2, under the locale', () => {
    const intl = createIntl({ locale: 'fr', messages: catalogs.find((catalog) => catalog.language === 'fr')?.messages ?? {} });
    expect(accountNavItems(intl, 'fr').map((item) => item.href)).toEqual([
      '/fr/MyAccount/OrderHistory',
      '/fr/MyAccount/MyProfile',
      '/fr/MyAccount/BillingDetails',
      '/fr/MyAccount/ShippingDetails',
      '/fr/MyAccount/MyNewsletter',
    ]);
  });

  it('numbers the eSIMs of one line and counts the message in any language', () => {
    const intl = createIntl({ locale: 'ja', messages: catalogs.find((catalog) => catalog.language === 'ja')?.messages ?? {} });
    const labels = orderDetailsLabels(intl);
    expect(labels.esimName('日本 10 GB', 1, 2)).toBe('日本 10 GB (1/2)');
    expect(labels.messageCount(12, 2000)).toBe('12/2000');
    expect(labels.title('ABC123')).toContain('ABC123');
  });
});
