import { describe, expect, it } from 'vitest';
import { ADA, GRACE, NETWORK_ERROR, accountError } from '../test-support/account-fixtures';
import { observeSelectors, transientStatePaths, type ModelEvent, type ReplayedStep } from '../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../test-support/model-tests';
import { sessionMachine } from './session.machine';
import * as sessionSelectors from './session.selectors';
import { selectFailure, selectStatus, type SessionSnapshot } from './session.selectors';
import type { Customer, SessionEmitted, SessionInput } from './session.types';
import { startSession } from './session.test-support';

const RENAMED_ADA: Customer = { ...ADA, firstName: 'Augusta' };

/**
 * Each event stands for a class the machine branches on: a load answering a
 * customer, none (410) or failing; a login, a profile save, a verification
 * link (good, dead), a logout (done, already over, failed); retry and refresh.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'session.retry' },
  { type: 'session.refresh' },
  { type: 'customer.loggedIn', customer: ADA },
  { type: 'customer.updated', customer: RENAMED_ADA },
  { type: 'email.verify', token: 'tok', password: 'Chosen-Password-1' },
  { type: 'session.logout' },
  { type: 'xstate.done.actor.loadCustomer', output: ADA },
  { type: 'xstate.done.actor.loadCustomer', output: null },
  { type: 'xstate.error.actor.loadCustomer', error: NETWORK_ERROR },
  { type: 'xstate.done.actor.refreshCustomer', output: ADA },
  { type: 'xstate.done.actor.refreshCustomer', output: null },
  { type: 'xstate.error.actor.refreshCustomer', error: NETWORK_ERROR },
  { type: 'xstate.done.actor.verifyEmail', output: GRACE },
  { type: 'xstate.error.actor.verifyEmail', error: accountError('VERIFICATION_TOKEN_EXPIRED_ERROR') },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: accountError('NOT_LOGGED_IN') },
  { type: 'xstate.error.actor.logout', error: NETWORK_ERROR },
];

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<SessionSnapshot>(sessionSelectors);

/** The path being replayed: what its actor emitted, how much of it was checked, and its snapshot before the step. */
let current: { emitted: SessionEmitted[]; seen: number; last: SessionSnapshot } | null = null;

/**
 * What the host hears must follow what the customer sees, on every step of
 * every replayed path: loggedIn exactly when a customer appears by login or
 * verification, loggedOut exactly on logout, resolved exactly when a load answers.
 */
function expectEmitted(
  { actor, event, where }: ReplayedStep<SessionSnapshot>,
  { emitted, seen, last: before }: NonNullable<typeof current>,
): void {
  const after = actor.getSnapshot() as SessionSnapshot;
  const types = emitted.slice(seen).map((emittedEvent) => emittedEvent.type);
  const loggedIn = event.type === 'customer.loggedIn' || event.type === 'xstate.done.actor.verifyEmail';
  expect(types.includes('session.loggedIn'), `${where}: loggedIn`).toBe(
    loggedIn && after.context.customer !== null && before.context !== after.context,
  );
  expect(types.includes('session.loggedOut'), `${where}: loggedOut`).toBe(before.matches('loggingOut') && after.context.customer === null);
  expect(types.includes('session.resolved'), `${where}: resolved`).toBe(
    event.type.startsWith('xstate.done.actor.loadCustomer') || event.type.startsWith('xstate.done.actor.refreshCustomer'),
  );
}

const STARTS = [
  ['a page that loads the customer', undefined],
  ['a page that knows the customer', { customer: ADA }],
  ['a page that knows there is none', { customer: null }],
] as const;

describe('session model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { pathsFrom, itKeepsInvariants } = testShortestPaths<SessionInput | undefined, SessionSnapshot>({
    machine: sessionMachine,
    states: [
      'customer',
      'customer.idle',
      'customer.logoutFailed',
      'customer.verificationFailed',
      'guest',
      'guest.idle',
      'guest.verificationFailed',
      'loadFailed',
      'loading',
      'loggingOut',
      'refreshing',
      'starting',
      'verifying',
    ],
    events: EVENTS,
    starts: STARTS,
    replayFrom: (input) => ({
      start: () => {
        const started = startSession(input);
        const emitted: SessionEmitted[] = [];
        started.actor.on('*', (event) => emitted.push(event));
        current = { emitted, seen: 0, last: started.actor.getSnapshot() };
        return started;
      },
      observable: observe,
      afterStep: (step) => {
        if (current === null) throw new Error('afterStep before start');
        expectEmitted(step, current);
        current.seen = current.emitted.length;
        current.last = step.actor.getSnapshot() as SessionSnapshot;
      },
    }),
    passedThrough: { starting: 'a customer (or none) given by the page, or a load, chooses the first state' },
    minPathsPerStart: 11,
  });

  it.each([
    [undefined, 'loading'],
    [{ customer: ADA }, { customer: 'idle' }],
    [{ customer: null }, { guest: 'idle' }],
  ] as const)('starting leads %j to %j (each of its exits)', (input, value) => {
    expect(pathsFrom(input)[0]?.steps[0]?.state.value).toEqual(value);
  });

  it('rests in guest and customer, though they have an always too (a verification link that waited)', () => {
    expect(transientStatePaths(sessionMachine).sort()).toEqual(['customer', 'guest', 'starting']);
  });

  itKeepsInvariants(
    (snapshot, where) => {
      expect(snapshot.hasTag('loading'), where).toBe(snapshot.matches('loading'));
      expect(snapshot.hasTag('busy'), where).toBe(
        (['loading', 'refreshing', 'verifying', 'loggingOut'] as const).some((state) => snapshot.matches(state)),
      );
      // Logged in exactly in `customer`, and keeps the customer while its requests run.
      if (snapshot.matches('customer') || snapshot.matches('loggingOut')) expect(snapshot.context.customer, where).not.toBeNull();
      if (snapshot.matches('guest') || snapshot.matches('loading') || snapshot.matches('loadFailed')) {
        expect(snapshot.context.customer, where).toBeNull();
      }
      // A failed load is never "guest".
      if (snapshot.matches('loadFailed')) expect(selectStatus(snapshot), where).toBe('unknown');
      expect(snapshot.context.loadError !== null, where).toBe(snapshot.matches('loadFailed'));
      expect(selectFailure(snapshot) !== null, where).toBe(snapshot.hasTag('error'));
      // A waiting verification link never rests in guest or customer: it is verified at once.
      if (snapshot.matches('guest') || snapshot.matches('customer')) expect(snapshot.context.verification, where).toBeNull();
      if (snapshot.matches('verifying')) expect(snapshot.context.verification, where).not.toBeNull();
    },
    { minSnapshots: 11 },
  );
});
