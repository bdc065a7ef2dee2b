import { ShopError } from '../../api/errors';
import type { Customer } from '../../api/operations/account/account';
import { createFakeRequests, settle } from './fake-requests';
import type { AccountErrorCode } from '../forms/refusals';

/*
 * Fixtures and a fake shop (`machines/test-support/fake-requests.ts`) for the
 * account machines' tests (login, registration, session, profile, reset,
 * saved addresses). Shared by the unit and the model tests.
 */

export const ADA: Customer = {
  id: 'customer-1',
  title: 'mrs',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: null,
  vatNumber: null,
  address: { street: 'Market St', streetNumber: '1', postcode: '94103', city: 'San Francisco', countryCode: 'US' },
  newsletter: false,
};

export const GRACE: Customer = {
  id: 'customer-2',
  title: 'mrs',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy',
  vatNumber: null,
  address: null,
  newsletter: true,
};

/** A refusal as the api raises it: an http `ShopError` with an account code. */
export function accountError(
  code: AccountErrorCode | string,
  extra: { message?: string; fields?: Record<string, string>; status?: number } = {},
): ShopError {
  return new ShopError('account', {
    kind: 'http',
    status: extra.status ?? (code === 'RATE_LIMITED' ? 429 : code === 'NOT_LOGGED_IN' ? 401 : 400),
    code,
    ...(extra.message === undefined ? {} : { message: extra.message }),
    ...(extra.fields === undefined ? {} : { fields: extra.fields }),
  });
}

/** A request that never reached the shop (no server message: the generic text is shown). */
export const NETWORK_ERROR = new ShopError('account', { kind: 'network' });
/** A failure the shop explained in its own words (spec §8 "server message"). */
export const SERVER_ERROR = new ShopError('account', { kind: 'http', status: 500, message: 'Database unavailable' });

/** The account machines' fake shop: each actor's fake is typed where it is made (`shop.request<Output, Input>(name)`). */
export const createFakeShop = () => createFakeRequests();

export { settle };
