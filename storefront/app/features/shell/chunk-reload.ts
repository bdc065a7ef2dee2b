import { createActor } from 'xstate';

import { chunkReloadMachine } from '@shop/machines/chunk-reload';

import { chunkReloadActors, readLastReload } from './shell.actors';

let guard: ReturnType<typeof startGuard> | undefined;

function startGuard() {
  return createActor(chunkReloadMachine.provide(chunkReloadActors()), { input: { lastReloadAt: readLastReload() } }).start();
}

/**
 * What browsers say when a module of a newer build is gone (after a deploy): Chromium's, Firefox's
 * and Safari's wording, and Vite's preload error.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/** Spec §8: a route chunk failed to load; the page reloads once, not again within 60 s. Browser only. */
export function reportChunkFailure(): void {
  if (typeof window === 'undefined') return;
  guard ??= startGuard();
  guard.send({ type: 'chunk.failed', at: Date.now() });
}

/** Vite announces a failed preload of a route's code before React Router sees it. */
export function listenForChunkFailures(): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reportChunkFailure();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
