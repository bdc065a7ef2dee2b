import type { MenuItem } from '@shop/api';

/** Where a bootstrap menu item leads. Category pages arrive with the catalogue; until then the home tabs show them. */
export function menuItemPath(locale: string, item: MenuItem): string {
  return item.slug === 'regional-esims' ? `/${locale}?tab=regional` : `/${locale}`;
}
