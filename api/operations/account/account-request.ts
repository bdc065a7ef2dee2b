import type { CallOptions, ShopClient } from '../../client';
import { ShopError } from '../../errors';
import { requestTyped, type TadaDocumentNode } from '../../graphql';

/*
 * How every call of a logged-in customer's account reads the backend (account-orders.ts,
 * esim-usage.ts): always fresh; logged out is NOT_LOGGED_IN (401); another customer's order and an
 * unknown one are the same ORDER_NOT_FOUND (404), so nothing about other orders leaks.
 */

/** An order id as the Shop API writes them; anything else (blank, 10 KB, markup) cannot be an order: 404 without asking. */
export const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export const notLoggedIn = (operation: string) =>
  new ShopError(operation, { kind: 'http', status: 401, code: 'NOT_LOGGED_IN', message: 'Log in to see your orders' });
export const notFound = (operation: string) =>
  new ShopError(operation, { kind: 'http', status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' });

/** The backend answers a logged-out caller FORBIDDEN and a foreign or unknown order ENTITY_NOT_FOUND. */
function accountError(operation: string, error: unknown): unknown {
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') return error;
  if (error.detail.code === 'FORBIDDEN' || error.detail.code === 'UNAUTHORIZED') return notLoggedIn(operation);
  if (error.detail.code === 'ENTITY_NOT_FOUND') return notFound(operation);
  return error;
}

/** A request of the account: always fresh, a logged-out caller NOT_LOGGED_IN (401), a foreign or unknown order ORDER_NOT_FOUND (404). */
export async function accountRequest<Result, Variables extends Record<string, unknown>>(
  client: ShopClient,
  operation: string,
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  options: CallOptions,
): Promise<Result> {
  return requestTyped(client, operation, document, variables, { ...options, fresh: true }).catch((error: unknown) => {
    throw accountError(operation, error);
  });
}
