import { describe, expect, it } from 'vitest';
import { SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import { observeSelectors, withSimulatedDelays, type ModelEvent, type ReplayedStep } from '../../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../../test-support/model-tests';
import { applePayMachine } from './apple-pay.machine';
import * as applePaySelectors from './apple-pay.selectors';
import { selectPaymentDisplay, type ApplePaySnapshot } from './apple-pay.selectors';
import {
  DECLINED,
  MERCHANT_SESSION,
  NETWORK_ERROR,
  PAID,
  PAYMENT_TOKEN,
  REQUEST,
  VALIDATION_URL,
  applePayError,
  startApplePay,
  type ApplePayHarness,
  type SessionCall,
} from './apple-pay.test-support';
import { THANK_YOU_REDIRECT_MS } from '../thank-you/thank-you';
import { type ApplePayEmitted, type ApplePaySessionEvent } from './apple-pay.types';

/** The event the model takes for the thank-you delay running out (`xstate.after.<delay>.<state id>`). */
const THANK_YOU_DELAY_EVENT = 'xstate.after.thankYouRedirect.apple-pay.confirmed';

/**
 * The model has no browser session (it has no actors at all), so what the
 * machine tells the session is a no-op there; the replay checks every call
 * the live fake session receives instead (`expectedCalls`).
 */
const MODELLED = applePayMachine.provide({ actions: { tellSession: () => {} } });

/**
 * Each event stands for a class the machine branches on: the Apple Pay
 * button (also pressed again while busy), try again; the browser session's
 * three events; a merchant session answered and refused; a payment
 * succeeding, declined, answered with a challenge, and failing on the
 * network; the confirmation's delay running out.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'applePay.start', request: REQUEST },
  { type: 'applePay.retry' },
  { type: 'session.validateMerchant', validationUrl: VALIDATION_URL },
  { type: 'session.authorized', paymentToken: PAYMENT_TOKEN },
  { type: 'session.cancelled' },
  { type: 'xstate.done.actor.validateMerchant', output: MERCHANT_SESSION },
  { type: 'xstate.error.actor.validateMerchant', error: applePayError('APPLE_PAY_VALIDATION_FAILED') },
  { type: 'xstate.done.actor.authorizePayment', output: PAID },
  { type: 'xstate.done.actor.authorizePayment', output: DECLINED },
  {
    type: 'xstate.done.actor.authorizePayment',
    output: { status: 'challenge', transactionRef: 'TX-9', challengeUrl: 'https://acs.test/3ds' },
  },
  { type: 'xstate.error.actor.authorizePayment', error: NETWORK_ERROR },
  { type: THANK_YOU_DELAY_EVENT },
];

/**
 * The model offers every explicit event of the machine's own config too; the
 * browser session failing (`xstate.error.actor.applePaySession`: the browser
 * refusing to open the sheet, or throwing on a call) is no request the replay
 * can settle, so the unit tests cover it instead.
 */
const notTheSessionFailing = (_: unknown, event: EventObject) => event.type !== 'xstate.error.actor.applePaySession';

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<ApplePaySnapshot>(applePaySelectors);

/** The path being replayed: what its actor did so far, for `afterStep`. */
let current: { harness: ApplePayHarness; sessionsSeen: number; callsSeen: number; thankYouSeen: number; emittedSeen: number } | null = null;

const isSessionEvent = (event: EventObject): event is ApplePaySessionEvent => event.type.startsWith('session.');

/**
 * The shared replay sends every event to the actor; here the browser's come
 * from the fake browser session instead (through the real session actor,
 * as in the page), and the delay's explicit event is simulated time passing,
 * checked to do nothing a millisecond early.
 */
function asThePage(harness: ApplePayHarness, clock: SimulatedClock): AnyActorRef {
  return withSimulatedDelays(harness.actor, clock, {
    msOf: ({ type }) => (type === THANK_YOU_DELAY_EVENT ? THANK_YOU_REDIRECT_MS : undefined),
    unchanged: () => [observe(harness.actor.getSnapshot()), harness.thankYou.length],
    send: (event) => {
      const session = harness.browser.sessions.at(-1);
      if (!isSessionEvent(event) || session === undefined) {
        harness.actor.send(event as Parameters<typeof harness.actor.send>[0]);
        return;
      }
      // The last session opened: if it has ended, its events reach nothing, as in the browser.
      if (event.type === 'session.validateMerchant') session.validateMerchant(event.validationUrl);
      else if (event.type === 'session.authorized') session.authorize(event.paymentToken);
      else session.cancel();
    },
  });
}

/** The calls a step must make on the running browser session: never one on a sheet the shopper closed. */
function expectedCalls({ event, before }: ReplayedStep<ApplePaySnapshot>): SessionCall[] {
  if (before.context.sheetDismissed) return [];
  if (event.type === 'xstate.done.actor.validateMerchant')
    return [{ call: 'completeMerchantValidation', merchantSession: MERCHANT_SESSION }];
  if (event.type === 'xstate.error.actor.validateMerchant') return [{ call: 'abort' }];
  if (event.type === 'xstate.done.actor.authorizePayment') return [{ call: 'completePayment', success: event['output'] === PAID }];
  if (event.type === 'xstate.error.actor.authorizePayment') return [{ call: 'completePayment', success: false }];
  return [];
}

/** Whether a step must open a new browser session (the button, or try again, outside a session). */
function opensSession({ event, before }: ReplayedStep<ApplePaySnapshot>): boolean {
  if (event.type === 'applePay.start') return before.matches('idle') || before.matches('failed');
  return event.type === 'applePay.retry' && before.matches('failed');
}

/** The events a step must emit for the host. */
function expectedEmitted({ event }: ReplayedStep<ApplePaySnapshot>): ApplePayEmitted[] {
  return event.type === 'xstate.done.actor.authorizePayment' && event['output'] === PAID
    ? [{ type: 'applePay.paid', orderCode: 'ORD-APPLE' }]
    : [];
}

describe('apple pay model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { replayed, itKeepsInvariants } = testShortestPaths<undefined, ApplePaySnapshot>({
    machine: MODELLED,
    states: [
      'confirmed',
      'failed',
      'idle',
      'leaving',
      'session',
      'session.aborting',
      'session.awaitingAuthorization',
      'session.beginning',
      'session.paid',
      'session.paying',
      'session.refusing',
      'session.validatingMerchant',
    ],
    events: EVENTS,
    filterEvents: notTheSessionFailing,
    starts: [['the payment step', undefined]],
    replayFrom: () => ({
      start: () => {
        const clock = new SimulatedClock();
        const harness = startApplePay(clock);
        current = { harness, sessionsSeen: 0, callsSeen: 0, thankYouSeen: 0, emittedSeen: 0 };
        return { actor: asThePage(harness, clock), shop: harness.shop };
      },
      observable: observe,
      checkInput: (sent, before, where, invokeId) => {
        const expected =
          invokeId === 'validateMerchant' ? { validationUrl: before.context.validationUrl } : { paymentToken: before.context.paymentToken };
        expect(sent, `${where}: request input`).toEqual(expected);
        expect(Object.values(expected), `${where}: request about nothing`).not.toContain(null);
      },
      afterStep: (step) => {
        if (current === null) throw new Error('afterStep before start');
        const { harness } = current;
        const { sessions } = harness.browser;
        const opened = opensSession(step);
        expect(sessions.length - current.sessionsSeen, `${step.where}: sessions opened`).toBe(opened ? 1 : 0);
        if (opened) {
          expect(sessions.at(-1)?.request, `${step.where}: the sheet's request`).toEqual(REQUEST);
          current.callsSeen = 0;
        } else {
          const calls = sessions.at(-1)?.calls ?? [];
          expect(calls.slice(current.callsSeen), `${step.where}: calls on the session`).toEqual(expectedCalls(step));
          current.callsSeen = calls.length;
        }
        // An ended session is never called again.
        for (const old of sessions.slice(0, -1))
          expect(old.calls.filter(({ call }) => call !== 'completeMerchantValidation').length).toBeLessThanOrEqual(1);
        const thankYou = step.event.type === THANK_YOU_DELAY_EVENT ? ['ORD-APPLE'] : [];
        expect(harness.thankYou.slice(current.thankYouSeen), `${step.where}: thank-you`).toEqual(thankYou);
        expect(harness.emitted.slice(current.emittedSeen), `${step.where}: emitted`).toEqual(expectedEmitted(step));
        current.sessionsSeen = sessions.length;
        current.thankYouSeen = harness.thankYou.length;
        current.emittedSeen = harness.emitted.length;
      },
    }),
    passedThrough: {
      'session.aborting': 'aborts the sheet on entry, then fails in the same step',
      'session.paid': 'completes the sheet and announces the payment on entry, then confirms in the same step',
      'session.refusing': 'completes the sheet as failed on entry, then fails in the same step',
    },
    minPathsPerStart: 10,
  });

  it('replays a path to every situation', () => {
    // Shortest paths that are no prefix of another; `createTestModel` tells vertices apart by
    // value, context and the event taken. Paid and gone to thank-you; the sheet closed at each of
    // its three moments and while the shop pays; declined; a challenge; the payment failing; the
    // merchant refused, then try again or the button.
    const counts = Object.fromEntries(replayed.map(({ name, paths }) => [name, paths.length]));
    expect(counts).toEqual({ 'the payment step': 10 });
  });

  itKeepsInvariants(
    (snapshot, where) => {
      const { context } = snapshot;
      const inSession = snapshot.matches('session');
      expect(snapshot.hasTag('busy'), where).toBe(inSession);
      expect(snapshot.hasTag('error'), where).toBe(snapshot.matches('failed'));
      // What a request is about, and each outcome, exist exactly where they belong.
      expect(context.validationUrl !== null, where).toBe(snapshot.matches({ session: 'validatingMerchant' }));
      expect(context.paymentToken !== null, where).toBe(snapshot.matches({ session: 'paying' }));
      if (context.sheetDismissed) expect(snapshot.matches({ session: 'paying' }), where).toBe(true);
      expect(context.orderCode !== null, where).toBe(snapshot.matches('confirmed') || snapshot.matches('leaving'));
      expect(context.failure !== null, where).toBe(snapshot.matches('failed'));
      if (inSession || snapshot.matches('failed')) expect(context.request, where).toEqual(REQUEST);
      // The payment display: the form stays under the sheet until the shopper authorises.
      const display = selectPaymentDisplay(snapshot);
      expect(display, where).toBe(
        snapshot.matches({ session: 'paying' })
          ? 'processing'
          : context.orderCode !== null
            ? 'confirmed'
            : context.failure !== null
              ? 'error'
              : 'form',
      );
    },
    { minSnapshots: 10 },
  );
});
