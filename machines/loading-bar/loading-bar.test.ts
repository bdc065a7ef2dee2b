import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { loadingBarMachine, progressAt } from './loading-bar.machine';
import { selectHasFailed, selectIsVisible, selectProgress } from './loading-bar.selectors';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
  LOADING_BAR_TRICKLE_MAX,
  type LoadingBarInput,
} from './loading-bar.types';

type LoadingBarActor = Actor<typeof loadingBarMachine>;

const STARTED = { type: 'navigation.started' } as const;
const FINISHED = { type: 'navigation.finished' } as const;
const FAILED = { type: 'navigation.failed' } as const;

function start(input: LoadingBarInput = {}): LoadingBarActor {
  return createActor(loadingBarMachine, { input }).start();
}

const seen = (actor: LoadingBarActor) => ({
  visible: selectIsVisible(actor.getSnapshot()),
  progress: selectProgress(actor.getSnapshot()),
  failed: selectHasFailed(actor.getSnapshot()),
});

const HIDDEN = { visible: false, progress: 0, failed: false };

/** A bar that has just appeared. */
function running(input: LoadingBarInput = {}): LoadingBarActor {
  const actor = start(input);
  actor.send(STARTED);
  vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
  return actor;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar timings', () => {
  it("are the spec's (§9): throttle 200 ms, duration 5000 ms, hide delay 500 ms", () => {
    expect([LOADING_BAR_THROTTLE_MS, LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_DELAY_MS]).toEqual([200, 5_000, 500]);
  });
});

describe('loading bar: the throttle', () => {
  it('starts hidden', () => {
    expect(seen(start())).toEqual(HIDDEN);
  });

  it('shows nothing for the first 200 ms of a navigation, then appears at 0 %', () => {
    const actor = start();
    actor.send(STARTED);
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    expect(seen(actor)).toEqual(HIDDEN);
    vi.advanceTimersByTime(1);
    expect(seen(actor)).toEqual({ visible: true, progress: 0, failed: false });
  });

  it.each([FINISHED, FAILED])('a navigation that ends sooner ($type) shows nothing, ever', (end) => {
    const actor = start();
    actor.send(STARTED);
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    actor.send(end);
    expect(actor.getSnapshot().value).toBe('idle');
    vi.advanceTimersByTime(10_000);
    expect(seen(actor)).toEqual(HIDDEN);
  });

  it('another start during the throttle does not restart it', () => {
    const actor = start();
    actor.send(STARTED);
    vi.advanceTimersByTime(150);
    actor.send(STARTED);
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 150);
    expect(selectIsVisible(actor.getSnapshot())).toBe(true);
  });
});

describe('loading bar: running', () => {
  it('creeps every 100 ms towards 90 % over the 5 s duration, then waits there', () => {
    const actor = running();
    vi.advanceTimersByTime(LOADING_BAR_TICK_MS - 1);
    expect(selectProgress(actor.getSnapshot())).toBe(0);
    vi.advanceTimersByTime(1);
    expect(selectProgress(actor.getSnapshot())).toBeCloseTo((LOADING_BAR_TRICKLE_MAX * LOADING_BAR_TICK_MS) / LOADING_BAR_DURATION_MS);
    vi.advanceTimersByTime(LOADING_BAR_DURATION_MS / 2 - LOADING_BAR_TICK_MS);
    expect(selectProgress(actor.getSnapshot())).toBeCloseTo(LOADING_BAR_TRICKLE_MAX / 2);
    vi.advanceTimersByTime(LOADING_BAR_DURATION_MS / 2);
    expect(selectProgress(actor.getSnapshot())).toBe(LOADING_BAR_TRICKLE_MAX);
    vi.advanceTimersByTime(60_000);
    expect(seen(actor)).toEqual({ visible: true, progress: LOADING_BAR_TRICKLE_MAX, failed: false });
  });

  it('stops ticking at 90 % (the tick after the cap finds nothing left to do)', () => {
    const actor = running({ durationMs: 300 });
    vi.advanceTimersByTime(300);
    expect(selectProgress(actor.getSnapshot())).toBe(LOADING_BAR_TRICKLE_MAX);
    vi.advanceTimersByTime(LOADING_BAR_TICK_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(seen(actor)).toEqual({ visible: true, progress: LOADING_BAR_TRICKLE_MAX, failed: false });
  });

  it('takes its duration from the input', () => {
    const actor = running({ durationMs: 1_000 });
    vi.advanceTimersByTime(500);
    expect(selectProgress(actor.getSnapshot())).toBeCloseTo(45);
  });

  it('a start while running changes nothing', () => {
    const actor = running();
    vi.advanceTimersByTime(1_000);
    const before = actor.getSnapshot();
    actor.send(STARTED);
    expect(actor.getSnapshot()).toBe(before);
  });

  it('finishing completes the bar, then hides it 500 ms later', () => {
    const actor = running();
    vi.advanceTimersByTime(1_000);
    actor.send(FINISHED);
    expect(seen(actor)).toEqual({ visible: true, progress: 100, failed: false });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS - 1);
    expect(selectIsVisible(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(seen(actor)).toEqual(HIDDEN);
  });

  it('a failure completes the bar in red, then hides it 500 ms later and forgets the failure', () => {
    const actor = running();
    actor.send(FAILED);
    expect(seen(actor)).toEqual({ visible: true, progress: 100, failed: true });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS - 1);
    expect(seen(actor)).toEqual({ visible: true, progress: 100, failed: true });
    vi.advanceTimersByTime(1);
    expect(seen(actor)).toEqual(HIDDEN);
  });
});

describe('loading bar: finishing', () => {
  it('a new navigation while finishing restarts the bar at once, not failed, with its own hide', () => {
    const actor = running();
    actor.send(FAILED);
    vi.advanceTimersByTime(400);
    actor.send(STARTED);
    expect(seen(actor)).toEqual({ visible: true, progress: 0, failed: false });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS);
    expect(selectIsVisible(actor.getSnapshot())).toBe(true);
    expect(selectProgress(actor.getSnapshot())).toBeCloseTo(progressAt(LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_DURATION_MS));
  });

  it('ends that come twice change nothing', () => {
    const actor = running();
    actor.send(FINISHED);
    const before = actor.getSnapshot();
    actor.send(FAILED);
    actor.send(FINISHED);
    expect(actor.getSnapshot()).toBe(before);
  });

  it('takes other delays through provide', () => {
    const actor = createActor(loadingBarMachine.provide({ delays: { startThrottle: 0, hideDelay: 50 } }), { input: {} }).start();
    actor.send(STARTED);
    vi.advanceTimersByTime(0);
    expect(selectIsVisible(actor.getSnapshot())).toBe(true);
    actor.send(FINISHED);
    vi.advanceTimersByTime(50);
    expect(selectIsVisible(actor.getSnapshot())).toBe(false);
  });
});

describe('progressAt', () => {
  it.each([
    [0, 5_000, 0],
    [2_500, 5_000, 45],
    [5_000, 5_000, 90],
    [9_000, 5_000, 90],
    [0, 0, 90],
  ])('%i ms of %i ms → %i percent', (elapsed, duration, expected) => {
    expect(progressAt(elapsed, duration)).toBeCloseTo(expected);
  });
});
