import { addToCart, applyCoupon, getCartItems, removeCoupon, removeFromCart, updateCart, type ShopClient } from '@shop/api';
import type { ShopCurrency, ShopLocale } from '@shop/api/locale';
import type { CartMachineDeps } from '@shop/machines/cart';

import { browserShopClient } from '../../lib/shop-client';

export interface CartRequestSettings {
  locale: ShopLocale;
  currency: ShopCurrency | undefined;
}

/**
 * The cart machine's requests, through the same-origin `/shop-api` proxy so the session cookie
 * stays HttpOnly on the shop's origin. Settings are read at call time: after a language or
 * currency change the next request already asks in the new ones.
 */
export function cartRequests(settings: () => CartRequestSettings): CartMachineDeps {
  const client = (): ShopClient => {
    const { locale, currency } = settings();
    return browserShopClient(locale, currency);
  };
  return {
    loadCart: () => getCartItems(client()),
    addToCart: (input) => addToCart(client(), input),
    updateLine: (input) => updateCart(client(), input),
    removeLine: (input) => removeFromCart(client(), input),
    applyCoupon: (input) => applyCoupon(client(), input),
    removeCoupon: (input) => removeCoupon(client(), input),
  };
}
