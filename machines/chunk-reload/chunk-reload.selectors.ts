import type { SnapshotFrom } from 'xstate';
import type { chunkReloadMachine } from './chunk-reload.machine';

export type ChunkReloadSnapshot = SnapshotFrom<typeof chunkReloadMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/** A chunk failed again soon after a reload: the error page replaces the route. */
export const selectHasGivenUp = (snapshot: ChunkReloadSnapshot): boolean => snapshot.hasTag('error');

/** The page is reloading: keep showing what is there, render nothing new. */
export const selectIsReloading = (snapshot: ChunkReloadSnapshot): boolean => snapshot.hasTag('reloading');
