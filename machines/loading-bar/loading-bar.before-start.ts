import type { BeforeStart } from '../before-start/before-start';
import { LOADING_BAR_DURATION_MS, type LoadingBarContext, type LoadingBarInput, type LoadingBarTag } from './loading-bar.types';

/** No navigation shown: nothing elapsed, no progress, no failure. */
export const RESET: Pick<LoadingBarContext, 'elapsedMs' | 'progress' | 'failed'> = { elapsedMs: 0, progress: 0, failed: false };

/** The bar before the machine runs: idle and hidden. */
export function loadingBarBeforeStart(input: LoadingBarInput): BeforeStart<LoadingBarContext, LoadingBarTag> {
  return { value: 'idle', context: { durationMs: input.durationMs ?? LOADING_BAR_DURATION_MS, ...RESET }, tags: [] };
}
