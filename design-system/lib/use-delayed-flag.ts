import { useEffect, useState } from 'react';

/**
 * Becomes true only after `active` has stayed true for `delayMs`, and false
 * as soon as `active` turns false. Used so quick actions never flash a loader.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [delayedActive, setDelayedActive] = useState(false);

  useEffect(() => {
    if (!active) {
      setDelayedActive(false);
      return undefined;
    }
    const timer = setTimeout(() => setDelayedActive(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  return active && delayedActive;
}
