import { describe, expect } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { observeSelectors, withSimulatedDelays, type ModelEvent } from '../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../test-support/model-tests';
import { loadingBarMachine } from './loading-bar.machine';
import * as loadingBarSelectors from './loading-bar.selectors';
import type { LoadingBarSnapshot } from './loading-bar.selectors';
import {
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
  LOADING_BAR_TRICKLE_MAX,
  type LoadingBarInput,
} from './loading-bar.types';

/** The events the model takes for each delay running out (`xstate.after.<delay>.<state id>`), and how long each is. */
const DELAYS = {
  'xstate.after.startThrottle.loading-bar.throttling': LOADING_BAR_THROTTLE_MS,
  'xstate.after.progressTick.loading-bar.running': LOADING_BAR_TICK_MS,
  'xstate.after.hideDelay.loading-bar.finishing': LOADING_BAR_HIDE_DELAY_MS,
} as const satisfies Record<string, number>;

const isDelay = (type: string): type is keyof typeof DELAYS => Object.hasOwn(DELAYS, type);

/** The router's three events and the three delays running out. */
const EVENTS: readonly ModelEvent[] = [
  { type: 'navigation.started' },
  { type: 'navigation.finished' },
  { type: 'navigation.failed' },
  ...Object.keys(DELAYS).map((type) => ({ type })),
];

/** A short duration (3 ticks) keeps the graph small and still reaches the 90 % cap. */
const STARTS = [['a 300 ms duration', { durationMs: 300 }]] as const satisfies ReadonlyArray<readonly [string, LoadingBarInput]>;

const observe = observeSelectors<LoadingBarSnapshot>(loadingBarSelectors);

describe('loading bar model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<LoadingBarInput, LoadingBarSnapshot>({
    machine: loadingBarMachine,
    states: ['finishing', 'idle', 'running', 'throttling'],
    events: EVENTS,
    starts: STARTS,
    replayFrom: (input) => ({
      start: () => {
        const clock = new SimulatedClock();
        const actor = createActor(loadingBarMachine, { input, clock }).start();
        const delays = {
          msOf: ({ type }: { type: string }) => (isDelay(type) ? DELAYS[type] : undefined),
          unchanged: () => observe(actor.getSnapshot()),
        };
        return { actor: withSimulatedDelays(actor, clock, delays), shop: { open: () => [] } };
      },
      observable: observe,
    }),
    minPathsPerStart: 8,
  });

  const progresses = new Set<number>();
  itKeepsInvariants(
    (snapshot, where) => {
      const { progress, failed } = snapshot.context;
      const visible = snapshot.matches('running') || snapshot.matches('finishing');
      expect(snapshot.hasTag('visible'), where).toBe(visible);
      // Hidden means empty; only an ended navigation is complete; only a shown bar can be red.
      if (!visible) expect({ progress, failed }, where).toEqual({ progress: 0, failed: false });
      expect(progress === 100, where).toBe(snapshot.matches('finishing'));
      if (snapshot.matches('running')) expect(progress, where).toBeLessThanOrEqual(LOADING_BAR_TRICKLE_MAX);
      if (failed) expect(snapshot.matches('finishing'), where).toBe(true);
      progresses.add(progress);
    },
    {
      minSnapshots: 8,
      after: () => {
        // 0, each of the three ticks (the last at the cap), and complete.
        expect([...progresses].sort((a, b) => a - b)).toEqual([0, 30, 60, LOADING_BAR_TRICKLE_MAX, 100]);
      },
    },
  );
});
