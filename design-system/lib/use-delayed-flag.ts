import { useEffect, useState } from 'react';

/**
 * Becomes true only after `active` has stayed true for `delayMs`, and false
 * as soon as `active` turns false. Used so quick actions never flash a loader.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [delayedActive, setDelayedActive] = useState(false);
  const [previousActive, setPreviousActive] = useState(active);

  // Adjusted while rendering, not in an effect: the next activation must start from "not yet".
  if (active !== previousActive) {
    setPreviousActive(active);
    if (!active) setDelayedActive(false);
  }

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setDelayedActive(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  return active && delayedActive;
}
