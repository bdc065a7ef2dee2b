import { describe, expect, it } from 'vitest';

import { SHOP_LOCALES } from '@shop/api/locale';

import { intlOf } from '../../i18n/catalogs.test-support';
import { accountNavItems } from './account-nav-items';

describe('account navigation', () => {
  it('names every MyAccount page in all 8 languages', () => {
    for (const locale of SHOP_LOCALES) {
      const labels = accountNavItems(intlOf(locale), locale).map((item) => item.label);
      expect(labels, locale).toHaveLength(5);
      for (const label of labels) expect(label.trim(), locale).not.toMatch(/^$|^account\.nav\./);
    }
  });

  it('links the navigation to the MyAccount children of spec §2, under the locale', () => {
    expect(accountNavItems(intlOf('fr'), 'fr').map((item) => item.href)).toEqual([
      '/fr/MyAccount/OrderHistory',
      '/fr/MyAccount/MyProfile',
      '/fr/MyAccount/BillingDetails',
      '/fr/MyAccount/ShippingDetails',
      '/fr/MyAccount/MyNewsletter',
    ]);
  });
});
