import { assign, setup } from 'xstate';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
  LOADING_BAR_TRICKLE_MAX,
  type LoadingBarContext,
  type LoadingBarEvent,
  type LoadingBarInput,
  type LoadingBarTag,
} from './loading-bar.types';
import { RESET } from './loading-bar.before-start';

/** Linear from 0 to the trickle maximum over the duration; computed from time, not summed, so no rounding creeps in. */
export function progressAt(elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return LOADING_BAR_TRICKLE_MAX;
  return (LOADING_BAR_TRICKLE_MAX * Math.min(elapsedMs, durationMs)) / durationMs;
}

/**
 * The top progress bar (spec §2, §4, §9).
 *
 * ```
 * idle ──navigation.started──▶ throttling ──200 ms──▶ running ──finished / failed──▶ finishing ──500 ms──▶ idle
 *                                  └── finished / failed: nothing showed ──▶ idle     ▲                │
 *                                                                                     └─ started ──────┘
 * ```
 *
 * `running` re-enters itself every tick, adding to `elapsedMs` until the
 * duration, so the bar creeps towards 90 % and then waits. Another
 * `navigation.started` while one is under way changes nothing (the bar
 * tracks "something is loading", not each request); one while finishing
 * restarts the bar at once, since it is already on screen.
 */
export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
    input: {} as LoadingBarInput,
    tags: {} as LoadingBarTag,
  },
  delays: {
    /** Override with `machine.provide({ delays })`. */
    startThrottle: LOADING_BAR_THROTTLE_MS,
    progressTick: LOADING_BAR_TICK_MS,
    hideDelay: LOADING_BAR_HIDE_DELAY_MS,
  },
  actions: {
    reset: assign(RESET),
    advance: assign(({ context }) => {
      const elapsedMs = Math.min(context.elapsedMs + LOADING_BAR_TICK_MS, context.durationMs);
      return { elapsedMs, progress: progressAt(elapsedMs, context.durationMs) };
    }),
    complete: assign({ progress: 100 }),
    markFailed: assign({ failed: true }),
  },
  guards: {
    /** At the duration the bar stops creeping; ticking on would change nothing. */
    isStillCreeping: ({ context }) => context.elapsedMs < context.durationMs,
  },
}).createMachine({
  id: 'loading-bar',
  context: ({ input }) => ({ durationMs: input.durationMs ?? LOADING_BAR_DURATION_MS, ...RESET }),
  initial: 'idle',
  states: {
    idle: {
      entry: 'reset',
      on: { 'navigation.started': { target: 'throttling' } },
    },
    throttling: {
      after: { startThrottle: { target: 'running' } },
      on: {
        'navigation.finished': { target: 'idle' },
        'navigation.failed': { target: 'idle' },
      },
    },
    running: {
      tags: ['visible'],
      after: { progressTick: { guard: 'isStillCreeping', target: 'running', reenter: true, actions: 'advance' } },
      on: {
        'navigation.finished': { target: 'finishing', actions: 'complete' },
        'navigation.failed': { target: 'finishing', actions: ['complete', 'markFailed'] },
      },
    },
    finishing: {
      tags: ['visible'],
      after: { hideDelay: { target: 'idle' } },
      on: { 'navigation.started': { target: 'running', actions: 'reset' } },
    },
  },
});
