import type { IntlShape } from 'react-intl';

import type { AccountNavItem } from '@shop/design-system';

/** The MyAccount children of spec §2, in the navigation's order. */
const ACCOUNT_PAGES = [
  { id: 'OrderHistory', messageId: 'account.nav.orderHistory' },
  { id: 'MyProfile', messageId: 'account.nav.profile' },
  { id: 'BillingDetails', messageId: 'account.nav.billing' },
  { id: 'ShippingDetails', messageId: 'account.nav.shipping' },
  { id: 'MyNewsletter', messageId: 'account.nav.newsletter' },
] as const;

/** The account navigation: page names are the storefront's page content, in the shopper's language. */
export function accountNavItems(intl: IntlShape, locale: string): AccountNavItem[] {
  return ACCOUNT_PAGES.map(({ id, messageId }) => ({
    id,
    href: `/${locale}/MyAccount/${id}`,
    label: intl.formatMessage({ id: messageId }),
  }));
}
