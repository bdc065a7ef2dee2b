import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true from the first effect on. Shopper state that
 * the server never sees (the cart, loaded after hydration) may already have changed while the
 * page hydrates; rendering it only once hydrated keeps the first client render equal to the
 * server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
