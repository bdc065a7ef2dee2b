import type { IntlShape } from 'react-intl';

import type { MenuItem } from '@shop/api';

import { contentPath, type ContentPage } from '../../lib/routing/content-paths';

export interface SiteLink {
  label: string;
  href: string;
}

/** Where a bootstrap menu item (a top-level category) leads: its category page. */
function menuItemPath(locale: string, item: MenuItem): string {
  return `/${locale}/c/${item.slug}`;
}

/** Spec §2 header links after the destinations, in its order. */
const HEADER_PAGES = ['Installation', 'Reviews', 'Faq', 'Contact', 'Blog'] as const satisfies readonly ContentPage[];
/** The menu adds these (spec §2: "menu also links privacy and terms"). */
const MENU_ONLY_PAGES = ['Privacy', 'Terms'] as const satisfies readonly ContentPage[];

function pageLinks(intl: IntlShape, locale: string, pages: readonly ContentPage[]): SiteLink[] {
  return pages.map((page) => ({ label: intl.formatMessage({ id: `nav.${page}` }), href: contentPath(locale, page) }));
}

/** The header row (spec §2): destinations, installation, reviews, FAQ, contact, blog. */
export function headerNavigation(intl: IntlShape, locale: string): SiteLink[] {
  return [{ label: intl.formatMessage({ id: 'nav.destinations' }), href: `/${locale}/Offers` }, ...pageLinks(intl, locale, HEADER_PAGES)];
}

/**
 * The menu panel: the header's links, then every top-level category from the bootstrap, then
 * privacy and terms.
 */
export function siteNavigation(intl: IntlShape, locale: string, menuItems: readonly MenuItem[]): SiteLink[] {
  return [
    ...headerNavigation(intl, locale),
    ...menuItems.map((item) => ({ label: item.label, href: menuItemPath(locale, item) })),
    ...pageLinks(intl, locale, MENU_ONLY_PAGES),
  ];
}
