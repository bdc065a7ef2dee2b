import type { NonReducibleUnknown } from 'xstate';
import { createFakeRequests, settle, type FakeRequest } from '../test-support/fake-requests';
import type { AddToCartInput, Cart, CouponInput, RemoveLineInput, UpdateLineInput } from './cart.types';

/*
 * A fake shop (`machines/test-support/fake-requests.ts`) for the cart
 * machine's tests, one fake per actor. Shared by the unit and the model tests.
 */

export interface FakeShopInputs {
  /** XState's input type of an actor declared without one (`fromPromise<Cart>`); always `undefined` here. */
  loadCart: NonReducibleUnknown;
  addToCart: AddToCartInput;
  updateLine: UpdateLineInput;
  removeLine: RemoveLineInput;
  applyCoupon: CouponInput;
  removeCoupon: CouponInput;
}

export type ShopRequestName = keyof FakeShopInputs;

/** One request the machine made, waiting for the test to answer. */
export type ShopRequest = FakeRequest<FakeShopInputs[ShopRequestName], Cart> & { readonly name: ShopRequestName };

export function createFakeShop() {
  const fake = createFakeRequests<FakeShopInputs[ShopRequestName], Cart>();
  return {
    // Only the actors below make requests, so every name is one of theirs.
    requests: fake.requests as ShopRequest[],
    actors: {
      loadCart: fake.request<Cart, FakeShopInputs['loadCart']>('loadCart'),
      addToCart: fake.request<Cart, AddToCartInput>('addToCart'),
      updateLine: fake.request<Cart, UpdateLineInput>('updateLine'),
      removeLine: fake.request<Cart, RemoveLineInput>('removeLine'),
      applyCoupon: fake.request<Cart, CouponInput>('applyCoupon'),
      removeCoupon: fake.request<Cart, CouponInput>('removeCoupon'),
    },
    open: () => fake.open() as ShopRequest[],
    asked: fake.asked,
  };
}

export type FakeShop = ReturnType<typeof createFakeShop>;

export { settle };
