import { createActor } from 'xstate';

import { chunkReloadInputOf, createChunkReloadMachine, type ChunkReloadMachineDeps } from '@shop/machines/chunk-reload';

const LAST_RELOAD_KEY = 'esim_chunk_reload_at';

const deps: ChunkReloadMachineDeps = {
  readLastReload: () => {
    try {
      const stored = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY));
      return Number.isFinite(stored) && stored > 0 ? stored : null;
    } catch {
      return null;
    }
  },
  rememberReload: (at) => {
    try {
      window.sessionStorage.setItem(LAST_RELOAD_KEY, String(at));
    } catch {
      // Storage refused (private mode): the guard still reloads once on this page.
    }
  },
  reloadPage: () => window.location.reload(),
};

let guard: ReturnType<typeof startGuard> | undefined;

function startGuard() {
  return createActor(createChunkReloadMachine(deps), { input: chunkReloadInputOf(deps) }).start();
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
