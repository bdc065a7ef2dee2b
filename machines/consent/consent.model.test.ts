import { describe, expect } from 'vitest';
import { observeSelectors, type ModelEvent, type ReplayedStep } from '../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../test-support/model-tests';
import { consentMachine } from './consent.machine';
import * as consentSelectors from './consent.selectors';
import type { ConsentSnapshot } from './consent.selectors';
import { HOME, startConsent, type ConsentEffect, type ConsentHarness } from './consent.test-support';
import { CONSENT_MODE_GRANTED, type ConsentInput } from './consent.types';

/**
 * Each event stands for a class the machine branches on: Got it, a
 * navigation, the stored choice read as granted, as absent, and unreadable.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'consent.accepted' },
  { type: 'route.changed', path: '/en/Faq' },
  { type: 'xstate.done.actor.readStoredConsent', output: true },
  { type: 'xstate.done.actor.readStoredConsent', output: false },
  { type: 'xstate.error.actor.readStoredConsent', error: new Error('cookies blocked') },
];

const STARTS = [['the home page', HOME]] as const satisfies ReadonlyArray<readonly [string, ConsentInput]>;

const observe = observeSelectors<ConsentSnapshot>(consentSelectors);

let current: { harness: ConsentHarness; seen: number } | null = null;

/** The effects a step must ask the host for, from the model's snapshots before and after. */
function expectedEffects({ event, before, actor }: ReplayedStep<ConsentSnapshot>): ConsentEffect[] {
  const after = actor.getSnapshot() as ConsentSnapshot;
  const entered = !before.matches('granted') && after.matches('granted');
  const grant: ConsentEffect[] = [
    { effect: 'grantConsent', state: CONSENT_MODE_GRANTED },
    { effect: 'loadTrackingScripts' },
    { effect: 'trackPageView', path: after.context.path },
  ];
  if (entered) return event.type === 'consent.accepted' ? [{ effect: 'rememberConsent' }, ...grant] : grant;
  if (before.matches('granted') && event.type === 'route.changed') return [{ effect: 'trackPageView', path: String(event['path']) }];
  return [];
}

describe('consent model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<ConsentInput, ConsentSnapshot>({
    machine: consentMachine,
    states: ['granted', 'pending', 'unknown'],
    events: EVENTS,
    starts: STARTS,
    replayFrom: (input) => ({
      start: () => {
        const harness = startConsent(input);
        current = { harness, seen: 0 };
        return harness;
      },
      observable: observe,
      afterStep: (step) => {
        if (current === null) throw new Error('afterStep before start');
        expect(current.harness.effects.slice(current.seen), `${step.where}: effects`).toEqual(expectedEffects(step));
        current.seen = current.harness.effects.length;
      },
    }),
    minPathsPerStart: 4,
  });

  itKeepsInvariants(
    (snapshot, where) => {
      // The notice and the grant never show together, and neither before the stored choice is read.
      expect(snapshot.hasTag('noticeShown'), where).toBe(snapshot.matches('pending'));
      expect(snapshot.hasTag('granted'), where).toBe(snapshot.matches('granted'));
    },
    { minSnapshots: 4 },
  );
});
