import { fromPromise } from 'xstate';
import { cartMachine } from './cart.machine';
import type { AddToCartInput, Cart, CouponInput, RemoveLineInput, UpdateLineInput } from './cart.types';

/**
 * The cart requests, e.g. the api's cart operations bound to the shop client.
 * Each answers with the whole cart after the change, or rejects (in practice
 * with a `ShopError`, whose `.message` the coupon field shows, spec §8).
 *
 * The signal aborts when the machine no longer wants the answer: a newer
 * refresh, a shopper's action during a refresh, `cart.reset`, or the actor
 * stopping. Aborting a change does not undo it on the shop; its answer is
 * ignored either way.
 */
export interface CartMachineDeps {
  loadCart: (signal: AbortSignal) => Promise<Cart>;
  addToCart: (input: AddToCartInput, signal: AbortSignal) => Promise<Cart>;
  updateLine: (input: UpdateLineInput, signal: AbortSignal) => Promise<Cart>;
  removeLine: (input: RemoveLineInput, signal: AbortSignal) => Promise<Cart>;
  applyCoupon: (input: CouponInput, signal: AbortSignal) => Promise<Cart>;
  removeCoupon: (input: CouponInput, signal: AbortSignal) => Promise<Cart>;
}

/** The cart machine with the storefront's requests in place of the stubs. */
export function createCartMachine(deps: CartMachineDeps) {
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart>(({ signal }) => deps.loadCart(signal)),
      addToCart: fromPromise<Cart, AddToCartInput>(({ input, signal }) => deps.addToCart(input, signal)),
      updateLine: fromPromise<Cart, UpdateLineInput>(({ input, signal }) => deps.updateLine(input, signal)),
      removeLine: fromPromise<Cart, RemoveLineInput>(({ input, signal }) => deps.removeLine(input, signal)),
      applyCoupon: fromPromise<Cart, CouponInput>(({ input, signal }) => deps.applyCoupon(input, signal)),
      removeCoupon: fromPromise<Cart, CouponInput>(({ input, signal }) => deps.removeCoupon(input, signal)),
    },
  });
}
