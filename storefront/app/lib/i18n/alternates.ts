import { SHOP_LOCALES, toBcp47, type ShopLocale } from '@shop/api/locale';

import type { RootData } from '../react/root-data';

/** A page's address in every locale: what the language switcher links to and hreflang announces. */
export type Alternates = Partial<Record<ShopLocale, string>>;

export function alternatesOf(build: (locale: ShopLocale) => string | undefined): Alternates {
  const alternates: Alternates = {};
  for (const locale of SHOP_LOCALES) {
    const path = build(locale);
    if (path) alternates[locale] = path;
  }
  return alternates;
}

/** `<link rel="canonical">` and `<link rel="alternate" hreflang>` descriptors for a route's meta. */
export function alternateLinks(root: RootData | undefined, alternates: Alternates, canonicalPath: string) {
  if (!root) return [];
  const absolute = (path: string) => new URL(path, root.origin).toString();
  return [
    { tagName: 'link', rel: 'canonical', href: absolute(canonicalPath) },
    ...Object.entries(alternates).map(([locale, path]) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: toBcp47(locale as ShopLocale),
      href: absolute(path),
    })),
    ...(alternates.en ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(alternates.en) }] : []),
  ];
}
