import type { ShopClient } from '@shop/api';
import type { ShopCurrency, ShopLocale } from '@shop/api/locale';
import { useMemo } from 'react';

import { useLocale } from '../i18n/locale-route';
import { useRootData } from '../react/root-data';

/**
 * The browser's one way to the Shop API, in the page's language and, where prices matter, its
 * currency: the same-origin `/shop-api` proxy, so the session cookie stays HttpOnly on the shop's
 * origin (docs/architecture.md "How a browser call reaches the backend"). The server's client is
 * `shopClientFor` in `shop.server.ts`.
 *
 * The client itself (ky, and zod for the answers) loads with the first request rather than with
 * the page: the operations that call it load the same way, so a page that asks nothing of the
 * shop before the shopper acts ships neither (docs/architecture.md "What a first load holds").
 */
function browserShopClient(locale: ShopLocale, currency?: ShopCurrency): ShopClient {
  let loaded: Promise<ShopClient> | undefined;
  const client = () =>
    (loaded ??= import('@shop/api/client').then(
      ({ createShopClient }) => createShopClient({ shopApiUrl: '/shop-api', locale, ...(currency ? { currency } : {}) }),
      (error: unknown) => {
        // A chunk that failed to load (a deploy, the network) is asked for again by the next request.
        loaded = undefined;
        throw error;
      },
    ));
  return {
    locale,
    currency,
    request: async (operation, document, variables, schema, options) =>
      (await client()).request(operation, document, variables, schema, options),
    submitForm: async (operation, path, form, schema, options) => (await client()).submitForm(operation, path, form, schema, options),
  };
}

/** The page's client, in its language and currency, the same object until either changes. */
export function useShopClient(): ShopClient {
  const locale = useLocale();
  const currency = useRootData()?.currency;
  return useMemo(() => browserShopClient(locale, currency), [locale, currency]);
}
