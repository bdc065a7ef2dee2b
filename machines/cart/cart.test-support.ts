import { fromPromise, type NonReducibleUnknown } from 'xstate';
import type { AddToCartInput, Cart, CouponInput, RemoveLineInput, UpdateLineInput } from './cart.types';

/*
 * A fake shop for the cart machine's tests: every request waits until the
 * test answers it, so each state can be observed while its request runs, and
 * answers can come in any order. Shared by the unit and the model tests.
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
export interface ShopRequest<Name extends ShopRequestName = ShopRequestName> {
  readonly name: Name;
  readonly input: FakeShopInputs[Name];
  readonly signal: AbortSignal;
  settled: boolean;
  resolve: (cart: Cart) => void;
  reject: (error: unknown) => void;
}

export function createFakeShop() {
  const requests: ShopRequest[] = [];

  function request<Name extends ShopRequestName>(name: Name) {
    return fromPromise<Cart, FakeShopInputs[Name]>(
      ({ input, signal }) =>
        new Promise<Cart>((resolve, reject) => {
          const made: ShopRequest = {
            name,
            input,
            signal,
            settled: false,
            resolve: (cart) => {
              made.settled = true;
              resolve(cart);
            },
            reject: (error) => {
              made.settled = true;
              reject(error);
            },
          };
          requests.push(made);
        }),
    );
  }

  return {
    requests,
    actors: {
      loadCart: request('loadCart'),
      addToCart: request('addToCart'),
      updateLine: request('updateLine'),
      removeLine: request('removeLine'),
      applyCoupon: request('applyCoupon'),
      removeCoupon: request('removeCoupon'),
    },
    /** The requests still waiting for an answer that the machine has not given up on. */
    open: () => requests.filter((made) => !made.settled && !made.signal.aborted),
    /** What was asked, in order, without the promise plumbing. */
    asked: () => requests.map(({ name, input }) => (input === undefined ? { name } : { name, input })),
  };
}

export type FakeShop = ReturnType<typeof createFakeShop>;

/** Lets the fake's promise callbacks reach the actor (the machine has no timers to advance). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
