import { cartBeforeStart, type cartMachine } from '@shop/machines/cart';

import { createDeferredActorContext } from '../../lib/react/deferred-actor-context';

/**
 * The shopper's cart (spec §3), shared by the header badge, the cart panel, product pages and
 * checkout. On the server the cart is loading. In the browser, a visitor without a session has the
 * empty cart, and its machine starts at their first change to it; with a session, at the first
 * change or in idle time after the page's `load` (`CartProvider`).
 */
export const CartContext = createDeferredActorContext<typeof cartMachine>((input) => cartBeforeStart(input ?? undefined));
