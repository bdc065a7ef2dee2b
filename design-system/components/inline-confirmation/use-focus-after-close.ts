import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * When `open` turns false (a confirmation closing) and the element that had
 * focus went away with it, focus `target()` instead of leaving keyboard and
 * screen-reader users on the page body. Focus the shopper moved elsewhere is
 * left alone.
 */
export function useFocusAfterClose(open: boolean, target: () => HTMLElement | null | undefined): void {
  const wasOpen = useRef(open);
  // Read at close time, so the caller can pass an inline function.
  const focusTarget = useEffectEvent(() => target()?.focus());

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const active = document.activeElement;
    if (active === null || active === document.body) focusTarget();
  }, [open]);
}
