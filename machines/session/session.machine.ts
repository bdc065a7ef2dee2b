import { assertEvent, assign, emit, setup } from 'xstate';
import { stubRequest } from '../requests/requests';
import { accountErrorCodeOf, accountFailureOf, tokenFailureOf, type AccountFailure } from '../forms/refusals';
import type {
  Customer,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  SessionMachineContext as MachineContext,
  SessionTag,
  VerifyEmailInput,
} from './session.types';

/**
 * A failed verification link: its own reason when the token is dead, 'Password Incorrect' when the
 * password is not the registration's (the link stays valid), else the server's message or 'An
 * error occured'.
 */
export function verificationFailureOf(cause: unknown): AccountFailure {
  const token = tokenFailureOf(cause);
  return token === null ? accountFailureOf(cause, { PASSWORD_INCORRECT: 'passwordIncorrect' }) : { code: token, cause };
}

/** A failed logout: the server's message or 'An error occured' (the customer stays logged in). */
export function logoutFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, {});
}

const sameCustomer = (a: Customer | null, b: Customer | null): boolean => (a?.id ?? null) === (b?.id ?? null);

/**
 * The customer session (spec §4 "Customer session", §8 410; issue 5).
 *
 * ```
 * starting ─(customer given)──────────────────────────────▶ customer ─ idle
 *    │ ─(none given: a guest)─────────────▶ guest ─ idle           ├ logoutFailed (`error`)
 *    ▼                                      └ verificationFailed   └ verificationFailed (`error`)
 * loading (`loading`) ──null (410)──▶ guest            ▲  ▲
 *    │            └──a customer──────────────────────────┼──┘
 *    ▼                                                   │
 * loadFailed (`error`, retry)     refreshing: a quiet reload from guest or customer
 *
 * guest / customer ──email.verify──▶ verifying ──▶ customer (emits session.loggedIn)
 *   (a link arriving while loading, reloading or logging out waits for that answer, then verifies)
 *                  ──customer.loggedIn (the login form's result)──▶ customer (emits session.loggedIn)
 * customer ──session.logout──▶ loggingOut ──▶ guest (emits session.loggedOut: the host clears the cart)
 * ```
 *
 * "No customer" (410) is a normal answer, not an error; a failed load is an
 * error with retry, never taken for "guest" (the header would offer login to
 * someone logged in). The login and registration requests belong to their
 * forms (`machines/account/login-registration`), which the login panel, the login modal
 * and the app-style login page each mount; the session only takes the
 * customer a login answered with, and tells the host.
 */
const sessionSetup = setup({
  types: {
    context: {} as MachineContext,
    events: {} as SessionEvent,
    // `void`: `createActor(sessionMachine)` loads the customer without an input.
    input: {} as SessionInput | void,
    tags: {} as SessionTag,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** Stubs: the storefront provides the real requests (`sessionActors` in storefront/app/features/account/account.actors.ts). */
    loadCustomer: stubRequest<Customer | null>('sessionMachine', 'loadCustomer'),
    verifyEmail: stubRequest<Customer, VerifyEmailInput>('sessionMachine', 'verifyEmail'),
    logout: stubRequest<void>('sessionMachine', 'logout'),
  },
  guards: {
    hasCustomer: ({ context }) => context.customer !== null,
    isKnown: ({ context }) => context.known,
    isValidCustomerEvent: ({ event }) => {
      assertEvent(event, ['customer.loggedIn', 'customer.updated']);
      return typeof event.customer === 'object' && event.customer !== null && typeof event.customer.id === 'string';
    },
    /** A profile save answers for the customer it was made for; one for another customer is stale. */
    isSameCustomerUpdate: ({ context, event }) => {
      assertEvent(event, 'customer.updated');
      return typeof event.customer === 'object' && event.customer !== null && event.customer.id === context.customer?.id;
    },
    hasToken: ({ event }) => {
      assertEvent(event, 'email.verify');
      return typeof event.token === 'string' && event.token.trim() !== '' && typeof event.password === 'string' && event.password !== '';
    },
    hasVerificationToken: ({ context }) => context.verification !== null,
    /** The session was already over on the shop: logging out succeeded in effect. */
    isNotLoggedIn: (_, params: { cause: unknown }) => accountErrorCodeOf(params.cause) === 'NOT_LOGGED_IN',
    isCustomerAnswer: (_, params: { customer: Customer | null }) => params.customer !== null,
  },
  actions: {
    storeLoaded: assign((_, params: { customer: Customer | null }) => ({
      customer: params.customer,
      known: true,
      loadError: null,
    })),
    announceResolved: emit(({ context }, params: { customer: Customer | null }) => ({
      type: 'session.resolved' as const,
      customer: params.customer,
      changed: context.known && !sameCustomer(context.customer, params.customer),
    })),
    storeLoadError: assign((_, params: { cause: unknown }) => ({ loadError: { cause: params.cause } })),
    clearLoadError: assign({ loadError: null }),
    storeCustomer: assign((_, params: { customer: Customer }) => ({ customer: params.customer, known: true, failure: null })),
    announceLoggedIn: emit((_, params: { customer: Customer }) => ({ type: 'session.loggedIn' as const, customer: params.customer })),
    storeLoggedInCustomer: assign(({ event }) => {
      assertEvent(event, 'customer.loggedIn');
      return { customer: event.customer, known: true, failure: null, loadError: null };
    }),
    announceLoggedInCustomer: emit(({ event }) => {
      assertEvent(event, 'customer.loggedIn');
      return { type: 'session.loggedIn' as const, customer: event.customer };
    }),
    storeUpdatedCustomer: assign(({ event }) => {
      assertEvent(event, 'customer.updated');
      return { customer: event.customer };
    }),
    storeFailure: assign((_, params: { failure: AccountFailure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
    forgetCustomer: assign({ customer: null, known: true, failure: null }),
    storeVerificationToken: assign(({ event }) => {
      assertEvent(event, 'email.verify');
      return { verification: { token: event.token.trim(), password: event.password } };
    }),
    forgetVerificationToken: assign({ verification: null }),
    announceLoggedOut: emit({ type: 'session.loggedOut' as const }),
  },
});

/** Who the shop says is logged in, the first load's answer and a refresh's alike: a customer, or none (410, a guest). */
const customerLoaded = sessionSetup.createStateConfig({
  invoke: {
    src: 'loadCustomer',
    onDone: [
      {
        guard: { type: 'isCustomerAnswer', params: ({ event }) => ({ customer: event.output }) },
        target: 'customer',
        actions: [
          { type: 'announceResolved', params: ({ event }) => ({ customer: event.output }) },
          { type: 'storeLoaded', params: ({ event }) => ({ customer: event.output }) },
        ],
      },
      {
        target: 'guest',
        actions: [
          { type: 'announceResolved', params: () => ({ customer: null }) },
          { type: 'storeLoaded', params: () => ({ customer: null }) },
        ],
      },
    ],
  },
}).invoke.onDone;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    customer: input?.customer ?? null,
    known: input?.customer !== undefined,
    loadError: null,
    failure: null,
    verification: null,
  }),
  initial: 'starting',
  on: {
    // While the session is being asked (load, reload, logout), a verification link waits for the
    // answer: verifying first would leave the session unknown if the link turned out dead.
    'email.verify': { guard: 'hasToken', actions: 'storeVerificationToken' },
    // The login form's answer is newer than whatever a running load will say, and over a
    // customer it is another account logged in (a new session on the shop).
    'customer.loggedIn': {
      guard: 'isValidCustomerEvent',
      target: '.customer',
      actions: ['storeLoggedInCustomer', 'announceLoggedInCustomer'],
    },
  },
  states: {
    /** Never at rest: a customer (or none) given by the page needs no load. */
    starting: {
      always: [{ guard: 'hasCustomer', target: 'customer' }, { guard: 'isKnown', target: 'guest' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading', 'busy'],
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        onDone: customerLoaded,
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
      on: {
        // The running load may answer for the session before a login in another tab.
        'session.refresh': { target: 'loading', reenter: true },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: {
        'session.retry': { target: 'loading', actions: 'clearLoadError' },
        'session.refresh': { target: 'loading', actions: 'clearLoadError' },
        // The link needs to know who is logged in first: load again, then verify.
        'email.verify': { guard: 'hasToken', target: 'loading', actions: ['clearLoadError', 'storeVerificationToken'] },
      },
    },
    guest: {
      initial: 'idle',
      // A link that arrived while the session was being asked.
      always: { guard: 'hasVerificationToken', target: 'verifying' },
      on: {
        'email.verify': { guard: 'hasToken', target: 'verifying', actions: ['clearFailure', 'storeVerificationToken'] },
        'session.refresh': { target: 'refreshing', actions: 'clearFailure' },
      },
      states: {
        idle: {},
        verificationFailed: { tags: ['error'] },
      },
    },
    customer: {
      initial: 'idle',
      always: { guard: 'hasVerificationToken', target: 'verifying' },
      on: {
        'session.logout': { target: 'loggingOut', actions: 'clearFailure' },
        'customer.updated': { guard: 'isSameCustomerUpdate', actions: 'storeUpdatedCustomer' },
        'email.verify': { guard: 'hasToken', target: 'verifying', actions: ['clearFailure', 'storeVerificationToken'] },
        'session.refresh': { target: 'refreshing', actions: 'clearFailure' },
      },
      states: {
        idle: {},
        logoutFailed: { tags: ['error'] },
        verificationFailed: { tags: ['error'] },
      },
    },
    /** Not `loading`: the customer (or guest) on screen stays shown while the shop is asked again. */
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshCustomer',
        src: 'loadCustomer',
        onDone: customerLoaded,
        // What is shown stays as it was; the next refresh asks again.
        onError: [{ guard: 'hasCustomer', target: 'customer' }, { target: 'guest' }],
      },
      on: {
        'session.refresh': { target: 'refreshing', reenter: true },
        'session.logout': { guard: 'hasCustomer', target: 'loggingOut' },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => {
          // Entered only by the transitions that store the token.
          if (context.verification === null) throw new Error('sessionMachine: verifying without a token');
          return context.verification;
        },
        onDone: {
          target: 'customer',
          actions: [
            'forgetVerificationToken',
            { type: 'storeCustomer', params: ({ event }) => ({ customer: event.output }) },
            { type: 'announceLoggedIn', params: ({ event }) => ({ customer: event.output }) },
          ],
        },
        onError: [
          {
            guard: 'hasCustomer',
            target: 'customer.verificationFailed',
            actions: [
              'forgetVerificationToken',
              { type: 'storeFailure', params: ({ event }) => ({ failure: verificationFailureOf(event.error) }) },
            ],
          },
          {
            target: 'guest.verificationFailed',
            actions: [
              'forgetVerificationToken',
              { type: 'storeFailure', params: ({ event }) => ({ failure: verificationFailureOf(event.error) }) },
            ],
          },
        ],
      },
      on: {
        // The same link opened twice (a double mount) is one verification.
        'email.verify': {},
        // The running verification decides who is logged in.
        'customer.loggedIn': {},
      },
    },
    loggingOut: {
      tags: ['busy'],
      // The running logout decides: a login answered meanwhile is not taken.
      on: { 'customer.loggedIn': {} },
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'guest', actions: ['forgetCustomer', 'announceLoggedOut'] },
        onError: [
          {
            guard: { type: 'isNotLoggedIn', params: ({ event }) => ({ cause: event.error }) },
            target: 'guest',
            actions: ['forgetCustomer', 'announceLoggedOut'],
          },
          {
            target: 'customer.logoutFailed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ failure: logoutFailureOf(event.error) }) },
          },
        ],
      },
    },
  },
});
