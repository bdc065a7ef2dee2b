import type { IntlShape } from 'react-intl';

import type { MenuItem } from '@shop/api';

import { PLAN_CATEGORY_SLUGS } from '../catalog/plan-categories';

export interface SiteLink {
  label: string;
  href: string;
}

/** Where a bootstrap menu item (a top-level category) leads: its category page. */
function menuItemPath(locale: string, item: MenuItem): string {
  return `/${locale}/c/${item.slug}`;
}

/**
 * The menu panel's navigation (spec §2): every destination first, then the top-level categories
 * from the bootstrap. Installation, reviews, FAQ, contact and blog join when their pages exist
 * (issue 7): a link to a page that is not there yet would only lead to the 404 page.
 */
export function siteNavigation(intl: IntlShape, locale: string, menuItems: readonly MenuItem[]): SiteLink[] {
  return [
    { label: intl.formatMessage({ id: 'nav.destinations' }), href: `/${locale}/Offers` },
    ...menuItems.map((item) => ({ label: item.label, href: menuItemPath(locale, item) })),
  ];
}

const HEADER_CATEGORY_SLUGS: ReadonlySet<string> = new Set(Object.values(PLAN_CATEGORY_SLUGS));

/**
 * The header row has room for a few links only (ten region names overflow it in French or German
 * next to the buttons): destinations and the local and regional plans. The regions stay one
 * click away on those pages' category tree and in the menu panel.
 */
export function headerNavigation(intl: IntlShape, locale: string, menuItems: readonly MenuItem[]): SiteLink[] {
  return siteNavigation(intl, locale, menuItems.filter((item) => HEADER_CATEGORY_SLUGS.has(item.slug)));
}
