import type { ShopClient } from '@shop/api';
import { cartMachine } from '@shop/machines/cart';

import { cartActors } from './cart.actors';

/** The cart machine with the shop's requests: imported by `CartProvider` once the page is hydrated. */
export function cartLogic(client: ShopClient) {
  return cartMachine.provide(cartActors(client));
}
