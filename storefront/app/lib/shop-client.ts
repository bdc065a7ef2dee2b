import { createShopClient, type ShopClient } from '@shop/api';
import type { ShopCurrency, ShopLocale } from '@shop/api/locale';
import { useMemo } from 'react';

import { useLocale } from './locale-route';
import { useRootData } from './root-data';

/**
 * The browser's one way to the Shop API, in the page's language and, where prices matter, its
 * currency: the same-origin `/shop-api` proxy, so the session cookie stays HttpOnly on the shop's
 * origin (docs/architecture.md "How a browser call reaches the backend"). The server's client is
 * `shopClientFor` in `shop.server.ts`.
 */
function browserShopClient(locale: ShopLocale, currency?: ShopCurrency): ShopClient {
  return createShopClient({ shopApiUrl: '/shop-api', locale, ...(currency ? { currency } : {}) });
}

/** The page's client, in its language and currency, the same object until either changes. */
export function useShopClient(): ShopClient {
  const locale = useLocale();
  const currency = useRootData()?.currency;
  return useMemo(() => browserShopClient(locale, currency), [locale, currency]);
}
