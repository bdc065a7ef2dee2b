import { createActorContext } from '@xstate/react';

import { cartMachine } from '@shop/machines/cart';

/** The shopper's cart (spec §3), shared by the header badge, the cart panel, product pages and checkout. */
export const CartContext = createActorContext(cartMachine);
