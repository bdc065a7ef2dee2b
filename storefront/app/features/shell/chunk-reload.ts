/**
 * The reload guard (its machine and XState) is imported once the page is hydrated, not with it,
 * and before any chunk can fail: a deploy that removes chunks leaves it loaded.
 */
let guard: Promise<typeof import('./chunk-reload-guard')> | undefined;
const loadGuard = () => (guard ??= import('./chunk-reload-guard'));

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
  const at = Date.now();
  void loadGuard().then((loaded) => loaded.reportToGuard(at));
}

/** Vite announces a failed preload of a route's code before React Router sees it. */
export function listenForChunkFailures(): () => void {
  void loadGuard();
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reportChunkFailure();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
