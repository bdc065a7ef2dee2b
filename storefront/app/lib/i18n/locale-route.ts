import { data, useParams } from 'react-router';

import { isShopLocale, type ShopLocale } from '@shop/api/locale';

import { useRootData } from '../react/root-data';

/** The locale of a route: its `:lang` param, or (on `/`) the detected one. Unknown languages are 404 (spec §8). */
export function requireLocale(lang: string | undefined, detected: ShopLocale): ShopLocale {
  if (lang === undefined) return detected;
  if (!isShopLocale(lang)) throw data(null, { status: 404 });
  return lang;
}

export function useLocale(): ShopLocale {
  const { lang } = useParams();
  const root = useRootData();
  return isShopLocale(lang) ? lang : (root?.locale ?? 'en');
}
