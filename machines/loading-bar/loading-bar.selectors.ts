import type { SnapshotFrom } from 'xstate';
import type { loadingBarMachine } from './loading-bar.machine';

export type LoadingBarSnapshot = SnapshotFrom<typeof loadingBarMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/** The bar is on screen: from 200 ms into a navigation until 500 ms after it ended. */
export const selectIsVisible = (snapshot: LoadingBarSnapshot): boolean => snapshot.hasTag('visible');

/** Width of the bar in percent, 0–100 (0 while hidden). */
export const selectProgress = (snapshot: LoadingBarSnapshot): number => snapshot.context.progress;

/** The navigation failed: the bar shows in the error colour until it hides. */
export const selectHasFailed = (snapshot: LoadingBarSnapshot): boolean => snapshot.context.failed;
