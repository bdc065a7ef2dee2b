import { addToCart, applyCoupon, getCartItems, removeCoupon, removeFromCart, updateCart, type Cart, type ShopClient } from '@shop/api';
import type { AddToCartInput, CouponInput, RemoveLineInput, UpdateLineInput, cartMachine } from '@shop/machines/cart';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/machine-actors';

/**
 * The cart machine's requests. The signal XState hands each actor aborts the request when the
 * machine no longer wants its answer (a newer refresh, `cart.reset`, the provider unmounting);
 * aborting a change does not undo it on the shop, its answer is ignored either way.
 */
export function cartActors(client: ShopClient): MachineActors<typeof cartMachine> {
  return {
    actors: {
      loadCart: fromPromise<Cart>(({ signal }) => getCartItems(client, { signal })),
      addToCart: fromPromise<Cart, AddToCartInput>(({ input, signal }) => addToCart(client, input, { signal })),
      updateLine: fromPromise<Cart, UpdateLineInput>(({ input, signal }) => updateCart(client, input, { signal })),
      removeLine: fromPromise<Cart, RemoveLineInput>(({ input, signal }) => removeFromCart(client, input, { signal })),
      applyCoupon: fromPromise<Cart, CouponInput>(({ input, signal }) => applyCoupon(client, input, { signal })),
      removeCoupon: fromPromise<Cart, CouponInput>(({ input, signal }) => removeCoupon(client, input, { signal })),
    },
  };
}
