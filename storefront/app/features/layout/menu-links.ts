import type { MenuItem } from '@shop/api';

/** Where a bootstrap menu item (a top-level category) leads: its category page. */
export function menuItemPath(locale: string, item: MenuItem): string {
  return `/${locale}/c/${item.slug}`;
}
