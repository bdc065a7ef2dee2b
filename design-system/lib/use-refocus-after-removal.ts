import { useEffect, useEffectEvent, useRef, type FocusEvent } from 'react';

/**
 * For a region whose focused control can disappear (a removed cart line, an applied coupon that
 * hides the input): spread the returned handlers on the region; whenever `key` changes while focus
 * was inside and has fallen to the page body, `refocus` puts it on what replaced the control.
 * "Inside" survives the removal because no focusout names a new target.
 */
export function useRefocusAfterRemoval(key: string, refocus: () => void) {
  const focusInside = useRef(false);
  const refocusNow = useEffectEvent(refocus);
  useEffect(() => {
    const active = document.activeElement;
    if (!focusInside.current || (active !== null && active !== document.body)) return;
    refocusNow();
  }, [key]);
  return {
    onFocus: () => {
      focusInside.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) focusInside.current = false;
    },
  };
}
