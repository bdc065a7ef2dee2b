/**
 * What a shopper does first that can lead to new code: a press, a key, a touch, or a click alone
 * (a screen reader's activation sends no press before it).
 */
export const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart', 'click'] as const;

/**
 * Calls `callback` once, at the shopper's first press, key, touch or click on the page: code needed only
 * once they act (a navigation, a panel) loads then, and never for a page left alone. Returns what
 * cancels it.
 */
export function whenShopperFirstActs(
  callback: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const cancel = () => FIRST_ACTS.forEach((type) => target.removeEventListener(type, act, { capture: true }));
  function act() {
    cancel();
    callback();
  }
  FIRST_ACTS.forEach((type) => target.addEventListener(type, act, { capture: true, passive: true }));
  return cancel;
}
