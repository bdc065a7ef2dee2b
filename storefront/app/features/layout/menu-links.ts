import type { IntlShape } from 'react-intl';

import type { MenuItem } from '@shop/api';

export interface SiteLink {
  label: string;
  href: string;
}

/** Where a bootstrap menu item (a top-level category) leads: its category page. */
function menuItemPath(locale: string, item: MenuItem): string {
  return `/${locale}/c/${item.slug}`;
}

/**
 * The header's navigation (spec §2): every destination first, then the top-level categories
 * from the bootstrap. Installation, reviews, FAQ, contact and blog join when their pages exist
 * (issue 7): a link to a page that is not there yet would only lead to the 404 page.
 */
export function siteNavigation(intl: IntlShape, locale: string, menuItems: readonly MenuItem[]): SiteLink[] {
  return [
    { label: intl.formatMessage({ id: 'nav.destinations' }), href: `/${locale}/Offers` },
    ...menuItems.map((item) => ({ label: item.label, href: menuItemPath(locale, item) })),
  ];
}
