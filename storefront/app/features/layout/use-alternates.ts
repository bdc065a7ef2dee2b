import { useLocation, useMatches } from 'react-router';

import type { ShopLocale } from '@shop/api/locale';

import type { Alternates } from '../../lib/i18n/alternates';
import { pathInLocale } from '../../lib/i18n/locale-detection';

function alternatesOfData(data: unknown): Alternates | undefined {
  if (data && typeof data === 'object' && 'alternates' in data) return (data as { alternates: Alternates }).alternates;
  return undefined;
}

/**
 * Where each language switch leads: the page's own address in that locale when the page
 * knows it (a product has a slug per language), else the same path under the other prefix.
 */
export function useAlternateHref(): (locale: ShopLocale) => string {
  const matches = useMatches();
  const location = useLocation();
  const declared = [...matches]
    .reverse()
    .map((match) => alternatesOfData(match.loaderData))
    .find(Boolean);
  return (locale) => declared?.[locale] ?? `${pathInLocale(location.pathname, locale)}${location.search}`;
}
