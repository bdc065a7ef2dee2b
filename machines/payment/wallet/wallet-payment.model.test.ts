import { describe, expect, it } from 'vitest';
import { SimulatedClock, type EventObject } from 'xstate';
import { observeSelectors, withSimulatedDelays, type ModelEvent, type ReplayedStep } from '../../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../../test-support/model-tests';
import { walletPaymentMachine } from './wallet-payment.machine';
import * as walletPaymentSelectors from './wallet-payment.selectors';
import { selectPaymentDisplay, type WalletPaymentSnapshot } from './wallet-payment.selectors';
import {
  APPROVAL,
  CANCELLED,
  CHECKOUT,
  NETWORK_ERROR,
  PAID,
  PENDING,
  RETURN,
  RETURN_WITHOUT_PAYER,
  TIMEOUT_ERROR,
  startWalletPayment,
  walletError,
  type Navigation,
  type WalletHarness,
} from './wallet-payment.test-support';
import { THANK_YOU_REDIRECT_MS } from '../thank-you/thank-you';
import { PENDING_REDIRECT_MS, type WalletPaymentEmitted, type WalletPaymentInput } from './wallet-payment.types';

/** The events the model takes for the delays running out (`xstate.after.<delay>.<state id>`). */
const THANK_YOU_DELAY_EVENT = 'xstate.after.thankYouRedirect.wallet-payment.confirmed';
const PENDING_DELAY_EVENT = 'xstate.after.pendingRedirect.wallet-payment.pending';
const DELAYS: Readonly<Record<string, number>> = {
  [THANK_YOU_DELAY_EVENT]: THANK_YOU_REDIRECT_MS,
  [PENDING_DELAY_EVENT]: PENDING_REDIRECT_MS,
};

/**
 * Each event stands for a class the machine branches on: the wallet's button
 * (also pressed again while busy), try again, Back from the wallet's page; an
 * approve URL that may be followed and one that may not; a start refused by
 * a code and failing on the network; a finish placing the order paid, placing
 * it with the payment still pending at the wallet (issue 15), refused as
 * another shopper's return, as a changed cart, and timing out; the
 * confirmation's and the pending notice's delays running out.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'wallet.start', method: 'paypal' },
  { type: 'wallet.retry' },
  { type: 'page.restored' },
  { type: 'xstate.done.actor.startWalletPayment', output: APPROVAL },
  { type: 'xstate.done.actor.startWalletPayment', output: { approveUrl: 'javascript:alert(1)' } },
  { type: 'xstate.error.actor.startWalletPayment', error: walletError('WALLET_PAYMENT_NOT_READY') },
  { type: 'xstate.error.actor.startWalletPayment', error: NETWORK_ERROR },
  { type: 'xstate.done.actor.finishWalletPayment', output: PAID },
  { type: 'xstate.done.actor.finishWalletPayment', output: PENDING },
  { type: 'xstate.error.actor.finishWalletPayment', error: walletError('WALLET_FOREIGN_ORDER') },
  { type: 'xstate.error.actor.finishWalletPayment', error: walletError('WALLET_AMOUNT_CHANGED') },
  { type: 'xstate.error.actor.finishWalletPayment', error: TIMEOUT_ERROR },
  { type: THANK_YOU_DELAY_EVENT },
  { type: PENDING_DELAY_EVENT },
];

const STARTS = [
  ['the payment step', CHECKOUT],
  ['the return page', RETURN],
  ['the return page without a payer id', RETURN_WITHOUT_PAYER],
  ['the error page', CANCELLED],
] as const satisfies ReadonlyArray<readonly [string, WalletPaymentInput]>;

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<WalletPaymentSnapshot>(walletPaymentSelectors);

/** The path being replayed: its actor's navigations and emitted events, for `afterStep`. */
let current: { harness: WalletHarness; navigationsSeen: number; emittedSeen: number } | null = null;

/** The navigations a step must ask the host for. */
function expectedNavigations({ event, before }: ReplayedStep<WalletPaymentSnapshot>): Navigation[] {
  const output = event['output'] as { approveUrl?: string } | undefined;
  if (event.type === 'xstate.done.actor.startWalletPayment' && output === APPROVAL) return [{ to: 'wallet', url: APPROVAL.approveUrl }];
  if (event.type in DELAYS) return [{ to: 'thankYou', orderCode: PAID.orderCode }];
  if (event.type === 'wallet.retry' && before.matches('failed') && before.context.mode !== 'checkout') return [{ to: 'payment' }];
  return [];
}

/** The events a step must emit for the host. */
function expectedEmitted({ event }: ReplayedStep<WalletPaymentSnapshot>): WalletPaymentEmitted[] {
  if (event.type !== 'xstate.done.actor.finishWalletPayment') return [];
  return [{ type: event['output'] === PENDING ? 'wallet.pending' : 'wallet.paid', orderCode: PAID.orderCode }];
}

describe('wallet payment model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { pathsFrom, replayed, itKeepsInvariants } = testShortestPaths<WalletPaymentInput, WalletPaymentSnapshot>({
    machine: walletPaymentMachine,
    states: ['confirmed', 'failed', 'handedBack', 'idle', 'leaving', 'opening', 'pending', 'redirecting', 'starting', 'validating'],
    events: EVENTS,
    starts: STARTS,
    replayFrom: (input) => ({
      start: () => {
        const clock = new SimulatedClock();
        const harness = startWalletPayment(input, clock);
        current = { harness, navigationsSeen: 0, emittedSeen: 0 };
        const delays = {
          msOf: ({ type }: EventObject) => DELAYS[type],
          unchanged: () => [observe(harness.actor.getSnapshot()), harness.navigations.length],
        };
        return { actor: withSimulatedDelays(harness.actor, clock, delays), shop: harness.shop };
      },
      observable: observe,
      checkInput: (sent, before, where, invokeId) => {
        const expected = invokeId === 'startWalletPayment' ? { method: before.context.method } : before.context.returned;
        expect(sent, `${where}: request input`).toEqual(expected);
        expect(expected, `${where}: request about nothing`).not.toBeNull();
      },
      afterStep: (step) => {
        if (current === null) throw new Error('afterStep before start');
        const { harness } = current;
        expect(harness.navigations.slice(current.navigationsSeen), `${step.where}: navigations`).toEqual(expectedNavigations(step));
        expect(harness.emitted.slice(current.emittedSeen), `${step.where}: emitted`).toEqual(expectedEmitted(step));
        current.navigationsSeen = harness.navigations.length;
        current.emittedSeen = harness.emitted.length;
        // A return is finished at most once per page, and a start never runs twice at once.
        const asked = harness.shop.requests.map((request) => request.name);
        expect(asked.filter((name) => name === 'finishWalletPayment').length, step.where).toBeLessThanOrEqual(1);
      },
    }),
    passedThrough: { opening: "the route and the return's query choose the first state" },
    minPathsPerStart: 1,
  });

  it.each([
    [CHECKOUT, 'idle'],
    [RETURN, 'validating'],
    [RETURN_WITHOUT_PAYER, 'failed'],
    [CANCELLED, 'failed'],
  ] as const)('opening leads %j to %s (each of its exits)', (input, value) => {
    expect(pathsFrom(input)[0]?.steps[0]?.state.value).toBe(value);
  });

  it('replays a path to every situation of each page', () => {
    // Shortest paths that are no prefix of another; `createTestModel` tells vertices apart by
    // value, context and the event taken, so an ignored event is a path of its own.
    const counts = Object.fromEntries(replayed.map(({ name, paths }) => [name, paths.length]));
    expect(counts).toEqual({
      // Back from the wallet; each refusal; the unsafe URL, then try again or the button (after a
      // refusal either leads to the same snapshot).
      'the payment step': 5,
      // Paid and gone to thank-you; pending at the wallet and gone to thank-you; each refusal, then
      // try again or a press that changes nothing.
      'the return page': 8,
      'the return page without a payer id': 1,
      'the error page': 1,
    });
  });

  itKeepsInvariants(
    (snapshot, where) => {
      const { context } = snapshot;
      const busy = snapshot.matches('starting') || snapshot.matches('redirecting') || snapshot.matches('validating');
      expect(snapshot.hasTag('busy'), where).toBe(busy);
      expect(snapshot.hasTag('error'), where).toBe(snapshot.matches('failed'));
      // What a request is about, and each outcome, exist exactly where they belong.
      expect(context.returned !== null, where).toBe(snapshot.matches('validating'));
      expect(context.approveUrl !== null, where).toBe(snapshot.matches('redirecting'));
      expect(context.orderCode !== null, where).toBe(
        snapshot.matches('confirmed') || snapshot.matches('pending') || snapshot.matches('leaving'),
      );
      expect(context.paymentStatus !== null, where).toBe(context.orderCode !== null);
      expect(snapshot.matches('pending'), where).toBe(snapshot.matches('pending') && context.paymentStatus === 'PENDING');
      expect(context.failure !== null, where).toBe(snapshot.matches('failed') || snapshot.matches('handedBack'));
      if (snapshot.matches('starting')) expect(context.method, where).toBe('paypal');
      // The payment display.
      const display = selectPaymentDisplay(snapshot);
      const placed = context.paymentStatus === 'PENDING' ? 'pending' : 'confirmed';
      expect(display, where).toBe(busy ? 'processing' : context.orderCode !== null ? placed : context.failure !== null ? 'error' : 'form');
      // Each page has its own part of the chart.
      if (context.mode === 'checkout') {
        for (const other of ['validating', 'confirmed', 'pending', 'leaving', 'handedBack'] as const)
          expect(snapshot.matches(other), where).toBe(false);
      } else {
        for (const other of ['idle', 'starting', 'redirecting'] as const) expect(snapshot.matches(other), where).toBe(false);
        expect(context.method, where).toBeNull();
      }
      if (context.mode === 'cancelled' && context.failure !== null) expect(context.failure.code, where).toBe('cancelled');
    },
    { minSnapshots: 2 },
  );
});
