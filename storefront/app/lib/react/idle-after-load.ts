/** How long idle time is waited for at most once the page has loaded: a busy page still gets its machines. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Calls `callback` once the page's `load` event has passed and the browser is idle (Safari, without
 * `requestIdleCallback`, after a short pause): what the page did not ask for loads then, never
 * before the page's own resources. Returns what cancels it.
 */
export function whenIdleAfterLoad(callback: () => void, view: Window = window): () => void {
  let cancelIdle = () => {};
  const afterLoad = () => {
    if (typeof view.requestIdleCallback === 'function') {
      const handle = view.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => view.cancelIdleCallback(handle);
    } else {
      const handle = view.setTimeout(callback, 200);
      cancelIdle = () => view.clearTimeout(handle);
    }
  };
  if (view.document.readyState === 'complete') {
    afterLoad();
    return () => cancelIdle();
  }
  view.addEventListener('load', afterLoad, { once: true });
  return () => {
    view.removeEventListener('load', afterLoad);
    cancelIdle();
  };
}
