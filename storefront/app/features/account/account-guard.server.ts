import { redirect } from 'react-router';

import { loadCustomer, type Customer, type ShopClient } from '@shop/api';

import { hasShopSession } from '../../lib/shop-api/shop-session.server';
import { toRouteError } from '../../lib/shop-api/shop.server';
import { isNotLoggedIn } from './account-requests';

/**
 * Spec §2 authenticated guard of `/{lang}/MyAccount/*` (§6 roles): a visitor without the session
 * cookie, or whose session has no customer (logged out, expired), goes to `/`.
 */
export async function requireCustomer(request: Request, client: ShopClient): Promise<Customer> {
  if (!hasShopSession(request.headers.get('cookie'))) throw redirect('/');
  const customer = await loadCustomer(client).catch(accountRouteError);
  if (!customer) throw redirect('/');
  return customer;
}

/** A failed account call of a loader: a session that ended in between goes to `/` too. */
export function accountRouteError(error: unknown): never {
  if (isNotLoggedIn(error)) throw redirect('/');
  return toRouteError(error);
}
