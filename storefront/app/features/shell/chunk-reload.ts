import { whenShopperFirstActs } from '../../lib/react/first-interaction';

/**
 * The reload guard (its machine and XState) is imported at the shopper's first press, key or touch,
 * or when the tab is hidden, not with the page: before the navigation or panel whose chunk could
 * fail asks for it, and before a tab left in the background can outlive a deploy that removes
 * chunks (it is loaded by then). A page on screen and left alone never loads it (issue 36); one
 * left on screen untouched across a deploy finds the guard gone with the rest.
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
  const stopWaiting = whenShopperFirstActs(() => void loadGuard());
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void loadGuard();
  };
  document.addEventListener('visibilitychange', onHidden);
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reportChunkFailure();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    stopWaiting();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
