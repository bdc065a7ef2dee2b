import { SHOP_CURRENCIES, type ShopCurrency } from '@shop/api/locale';

import { readCookie } from '../http/cookie';

const CURRENCY_COOKIE = 'currency';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isShopCurrency(value: unknown): value is ShopCurrency {
  return typeof value === 'string' && (SHOP_CURRENCIES as readonly string[]).includes(value);
}

/** The shopper's currency (issue #3: kept in a cookie, every price follows it); the configured default otherwise. */
export function currencyOfRequest(request: Request, fallback: ShopCurrency): ShopCurrency {
  const chosen = readCookie(request.headers.get('cookie'), CURRENCY_COOKIE);
  return isShopCurrency(chosen) ? chosen : fallback;
}

export function currencyCookie(currency: ShopCurrency, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${currency}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
