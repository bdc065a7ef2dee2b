import { useEffect, useMemo, useRef, type ReactNode } from 'react';

import { emptyCart } from '@shop/api/operations/cart/empty-cart';
import type { ShopCurrency, ShopLocale } from '@shop/api/locale';

import { useLocale } from '../../lib/i18n/locale-route';
import { useRootData } from '../../lib/react/root-data';
import { hasSessionMarker } from '../../lib/shop-api/session-marker';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { CartContext } from './cart-context';

interface CartSettings {
  locale: ShopLocale;
  currency: ShopCurrency | undefined;
}

/**
 * Runs the cart machine for the whole app. The server renders the cart as loading (pages stay
 * cacheable and hold no shopper's data). In the browser, a visitor without a session (no marker)
 * has the empty cart in the page's currency until they change it; with a session, the cart is
 * loaded when the machine starts (the first change, or idle time after `load`).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const currency = useRootData()?.currency;
  const client = useShopClient();
  // A new client (language or currency) gives new actors, not a new cart: the running actor takes
  // the latest implementations for its next requests (same machine config).
  const logic = useMemo(() => () => import('./cart-logic').then((module) => module.cartLogic(client)), [client]);
  const knownStart = () => (hasSessionMarker() || currency === undefined ? null : { cart: emptyCart(currency) });
  return (
    <CartContext.Provider logic={logic} knownStart={knownStart}>
      <CartRefresh locale={locale} currency={currency} />
      {children}
    </CartContext.Provider>
  );
}

/**
 * Names and prices follow the shop's language and currency, and another tab may have changed
 * the cart: ask again after a language or currency switch and whenever the tab comes back.
 */
function CartRefresh({ locale, currency }: CartSettings) {
  const cart = CartContext.useActorRef();
  const shown = useRef({ locale, currency });
  useEffect(() => {
    if (shown.current.locale === locale && shown.current.currency === currency) return;
    shown.current = { locale, currency };
    cart.refresh({ type: 'cart.refresh' });
  }, [cart, locale, currency]);

  useEffect(() => {
    const refreshWhenShown = () => {
      if (document.visibilityState === 'visible') cart.refresh({ type: 'cart.refresh' });
    };
    const refreshFromHistoryCache = (event: PageTransitionEvent) => {
      if (event.persisted) cart.refresh({ type: 'cart.refresh' });
    };
    document.addEventListener('visibilitychange', refreshWhenShown);
    window.addEventListener('pageshow', refreshFromHistoryCache);
    return () => {
      document.removeEventListener('visibilitychange', refreshWhenShown);
      window.removeEventListener('pageshow', refreshFromHistoryCache);
    };
  }, [cart]);
  return null;
}
