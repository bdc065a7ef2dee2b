import type { IntlShape } from 'react-intl';

import type {
  AccountNavItem,
  SavedAddressesLabels,
  SavedAddressFormLabels,
} from '@shop/design-system';

import { addressFormLabels } from '../checkout/checkout-labels';

/*
 * The texts of the MyAccount pages and of the personalInformation side panel (spec §2), built
 * once per render from the catalogs.
 */

/** The MyAccount children of spec §2, in the navigation's order. */
export const ACCOUNT_PAGES = [
  { id: 'OrderHistory', messageId: 'account.nav.orderHistory' },
  { id: 'MyProfile', messageId: 'account.nav.profile' },
  { id: 'BillingDetails', messageId: 'account.nav.billing' },
  { id: 'ShippingDetails', messageId: 'account.nav.shipping' },
  { id: 'MyNewsletter', messageId: 'account.nav.newsletter' },
] as const;

export function accountNavItems(intl: IntlShape, locale: string): AccountNavItem[] {
  return ACCOUNT_PAGES.map(({ id, messageId }) => ({
    id,
    href: `/${locale}/MyAccount/${id}`,
    label: intl.formatMessage({ id: messageId }),
  }));
}

export function savedAddressesLabels(intl: IntlShape): SavedAddressesLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    list: text('billing.list'),
    default: text('billing.default'),
    vatNumber: text('billing.vat'),
    edit: text('billing.edit'),
    delete: text('billing.delete'),
    makeDefault: text('billing.makeDefault'),
    add: text('billing.add'),
    confirmDelete: () => text('billing.deleteQuestion'),
    confirmDeleteButton: text('billing.deleteConfirm'),
    cancelDelete: text('billing.deleteCancel'),
    empty: text('billing.empty'),
    loading: text('billing.loading'),
    error: text('billing.loadError'),
    retry: text('orders.retry'),
  };
}

/** The saved billing address form: the checkout's address texts and the account's own. */
export function savedAddressFormLabels(intl: IntlShape): SavedAddressFormLabels {
  const text = (id: string) => intl.formatMessage({ id });
  const { firstName, lastName, address1, city, country, countryPlaceholder, state, statePlaceholder, postcode, requiredNote } =
    addressFormLabels(intl);
  return {
    firstName,
    lastName,
    address1,
    city,
    country,
    countryPlaceholder,
    state,
    statePlaceholder,
    postcode,
    ...(requiredNote === undefined ? {} : { requiredNote }),
    newHeading: text('billing.newHeading'),
    editHeading: text('billing.editHeading'),
    company: text('profile.company'),
    vatNumber: text('profile.vatNumber'),
    defaultBilling: text('billing.defaultBilling'),
    save: text('billing.save'),
    cancel: text('billing.cancel'),
  };
}
