import { createShopClient, type ShopClient } from '@shop/api';
import type { ShopCurrency, ShopLocale } from '@shop/api/locale';

/** The browser's client for checkout calls: same-origin `/shop-api`, so the session cookie stays HttpOnly. */
export function browserShopClient(locale: ShopLocale, currency: ShopCurrency | undefined): ShopClient {
  return createShopClient({ shopApiUrl: '/shop-api', locale, ...(currency ? { currency } : {}) });
}
