import { cartBeforeStart, type cartMachine } from '@shop/machines/cart';

import { createDeferredActorContext } from '../../lib/react/deferred-actor-context';

/**
 * The shopper's cart (spec §3), shared by the header badge, the cart panel, product pages and
 * checkout. Its machine starts at the shopper's first change to it, or in idle time after the
 * page's `load` (`CartProvider`); until then, and on the server, the cart is loading.
 */
export const CartContext = createDeferredActorContext<typeof cartMachine>(() => cartBeforeStart());
