import { fromPromise, type NonReducibleUnknown } from 'xstate';
import { ShopError } from '../../api/errors';
import type { Customer } from '../../api/schemas/customer';
import type { AccountErrorCode } from './account-failures';

/*
 * Fixtures and a fake shop for the account machines' tests (login,
 * registration, session, profile, reset): every request waits until the test
 * answers it, so each state can be observed while its request runs, and a
 * request can be left unanswered for ever. Shared by the unit and the model tests.
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

/** One request a machine made, waiting for the test to answer. */
export interface FakeRequest {
  readonly name: string;
  readonly input: unknown;
  readonly signal: AbortSignal;
  settled: boolean;
  resolve: (output?: unknown) => void;
  reject: (error: unknown) => void;
}

export function createFakeShop() {
  const requests: FakeRequest[] = [];

  /** A fake of the actor named `name`; the test answers it with `resolve` / `reject`, or never. */
  function request<Output, Input = NonReducibleUnknown>(name: string) {
    return fromPromise<Output, Input>(
      ({ input, signal }) =>
        new Promise<Output>((resolve, reject) => {
          const made: FakeRequest = {
            name,
            input,
            signal,
            settled: false,
            resolve: (output) => {
              made.settled = true;
              // The test answers with what the real request would give; its type is the actor's.
              resolve(output as Output);
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

  const open = () => requests.filter((made) => !made.settled && !made.signal.aborted);
  return {
    requests,
    request,
    /** The requests still waiting for an answer that the machine has not given up on. */
    open,
    /** The one open request; fails the test when there is none or more than one. */
    only(): FakeRequest {
      const waiting = open();
      if (waiting.length !== 1) throw new Error(`expected exactly one open request, got ${waiting.length}`);
      return waiting[0]!;
    },
    /** What was asked, in order, without the promise plumbing. */
    asked: () => requests.map(({ name, input }) => (input === undefined ? { name } : { name, input })),
  };
}

export type FakeShop = ReturnType<typeof createFakeShop>;

/** Lets the fake's promise callbacks reach the actor (the machines have no timers to advance). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
