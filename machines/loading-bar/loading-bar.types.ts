/**
 * Types and constants of the top progress bar (spec §2 "Other UI" a top
 * progress bar during loading, §4 "Loading bar: starts after a 200 ms
 * throttle, default duration 5 s, hides 500 ms after finishing, marked failed
 * on errors", §9 "Progress bar: throttle 200 ms, duration 5000 ms, hide delay
 * 500 ms").
 */

/** A navigation that ends sooner shows no bar at all. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** How long the bar takes to creep up to `LOADING_BAR_TRICKLE_MAX` when nothing answers. */
export const LOADING_BAR_DURATION_MS = 5_000;
/** How long the full (or failed) bar stays before it hides. */
export const LOADING_BAR_HIDE_DELAY_MS = 500;
/** How often the bar creeps forward: often enough to look continuous with a CSS transition. */
export const LOADING_BAR_TICK_MS = 100;
/** The bar never reaches 100 % by itself: only a finished navigation completes it. */
export const LOADING_BAR_TRICKLE_MAX = 90;

export interface LoadingBarInput {
  /** Overrides `LOADING_BAR_DURATION_MS` (the spec's configurable duration). */
  readonly durationMs?: number;
}

export interface LoadingBarContext {
  readonly durationMs: number;
  /** How long the bar has been running, capped at `durationMs` (it stops creeping there). */
  readonly elapsedMs: number;
  /** Width of the bar in percent, 0–100. */
  readonly progress: number;
  /** The navigation that ended failed: the bar shows complete and red until it hides. */
  readonly failed: boolean;
}

/**
 * Events, dotted by source.
 *
 * | event                 | sent by                               | effect |
 * |-----------------------|---------------------------------------|--------|
 * | `navigation.started`  | router, when a navigation begins      | start the throttle; while finishing, restart the bar |
 * | `navigation.finished` | router, when the new page is rendered | complete (100 %), hide 500 ms later; before the throttle, nothing shows |
 * | `navigation.failed`   | router, when loading the page failed  | complete and red, hide 500 ms later; before the throttle, nothing shows |
 */
export type LoadingBarEvent = { type: 'navigation.started' } | { type: 'navigation.finished' } | { type: 'navigation.failed' };

/** Cross-cutting facts components may read with `snapshot.hasTag`. */
export type LoadingBarTag = 'visible';
