import type { BeforeStart } from '../before-start/before-start';
import type { CartContext, CartTag } from './cart.types';

/** Nothing asked, running or failed: the context around a cart at rest. */
export const AT_REST: Omit<CartContext, 'cart'> = {
  error: null,
  couponError: null,
  lastChange: null,
  pendingRemovalLineId: null,
  linesToClear: [],
  addRequest: null,
  queuedAdd: null,
};

/** The cart before the machine runs (the server renders it so): loading, nothing known. */
export function cartBeforeStart(): BeforeStart<CartContext, CartTag> {
  return { value: 'loading', context: { ...AT_REST, cart: null }, tags: ['loading'] };
}
