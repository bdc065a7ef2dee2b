import { createShopClient, type ShopClient } from '@shop/api';
import type { ShopLocale } from '@shop/api/locale';

/**
 * A browser client for the account calls, through the same-origin `/shop-api` proxy so the session
 * cookie stays HttpOnly on the shop's origin (docs/architecture.md "How a browser call reaches the backend").
 */
export function accountClient(locale: ShopLocale): ShopClient {
  return createShopClient({ shopApiUrl: '/shop-api', locale });
}
