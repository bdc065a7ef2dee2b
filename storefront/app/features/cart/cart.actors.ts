import type { Cart, ShopClient } from '@shop/api';
import type { AddToCartInput, CouponInput, RemoveLineInput, UpdateLineInput, cartMachine } from '@shop/machines/cart';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';

/** Loaded with the first request, not with the page (docs/architecture.md "What a first load holds"). */
const cartOperations = () => import('@shop/api/operations/cart/cart');

/**
 * The cart machine's requests. The signal XState hands each actor aborts the request when the
 * machine no longer wants its answer (a newer refresh, `cart.reset`, the provider unmounting);
 * aborting a change does not undo it on the shop, its answer is ignored either way.
 */
export function cartActors(client: ShopClient): MachineActors<typeof cartMachine> {
  return {
    actors: {
      loadCart: fromPromise<Cart>(async ({ signal }) => (await cartOperations()).getCartItems(client, { signal })),
      addToCart: fromPromise<Cart, AddToCartInput>(async ({ input, signal }) =>
        (await cartOperations()).addToCart(client, input, { signal }),
      ),
      updateLine: fromPromise<Cart, UpdateLineInput>(async ({ input, signal }) =>
        (await cartOperations()).updateCart(client, input, { signal }),
      ),
      removeLine: fromPromise<Cart, RemoveLineInput>(async ({ input, signal }) =>
        (await cartOperations()).removeFromCart(client, input, { signal }),
      ),
      applyCoupon: fromPromise<Cart, CouponInput>(async ({ input, signal }) =>
        (await cartOperations()).applyCoupon(client, input, { signal }),
      ),
      removeCoupon: fromPromise<Cart, CouponInput>(async ({ input, signal }) =>
        (await cartOperations()).removeCoupon(client, input, { signal }),
      ),
    },
  };
}
