import { useSyncExternalStore } from 'react';

/**
 * A `useSyncExternalStore` subscription for a value that never changes by itself while the page
 * lives (whether it runs in the browser, what the browser can pay with, what a render reads anew).
 */
export const subscribeToNothing = () => () => undefined;

/**
 * False on the server and during hydration, true after it (and at once on a page the browser
 * renders itself). Shopper state that the server never sees (the cart, loaded after hydration)
 * may already have changed while the page hydrates; rendering it only once hydrated keeps the
 * first client render equal to the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
