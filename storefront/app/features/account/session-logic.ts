import type { ShopClient } from '@shop/api';
import { sessionMachine } from '@shop/machines/session';

import { sessionActors } from './account.actors';

/** The session machine with the shop's requests: imported by `SessionProvider` once the page is hydrated. */
export function sessionLogic(client: ShopClient) {
  return sessionMachine.provide(sessionActors(client));
}
