import type { BeforeStart } from '../before-start/before-start';
import type { CartContext, CartInput, CartTag } from './cart.types';

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

/**
 * The cart before the machine runs: loading, nothing known (the server renders it so); with a cart
 * given (the browser knows a visitor without a session has the empty one), that cart, ready.
 */
export function cartBeforeStart(input?: CartInput): BeforeStart<CartContext, CartTag> {
  if (input?.cart) return { value: { ready: 'idle' }, context: { ...AT_REST, cart: input.cart }, tags: [] };
  return { value: 'loading', context: { ...AT_REST, cart: null }, tags: ['loading'] };
}
