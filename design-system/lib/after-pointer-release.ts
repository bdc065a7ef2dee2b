/*
 * A message that appears when a field loses focus moves everything below it. When the focus left
 * because the shopper pressed a control below the field (Pay, Continue, the disclaimer's box), the
 * control slides away before the finger or button is released, and the press is lost. Blur
 * handling therefore waits until the press that caused it is over.
 */

/** Long enough for a touch's delayed click to arrive; a press without a click runs then. */
const CLICK_GRACE_MS = 350;

let pressing = false;

/*
 * From the module's first evaluation in a browser, not from the first blur: the press that causes
 * the page's first blur comes before that blur, and listening from there would miss it (the first
 * field a shopper leaves by pressing Pay would slide Pay away).
 */
if (typeof document !== 'undefined') {
  // Capture phase: the flag is set before the focus moves (the blur comes after pointerdown).
  document.addEventListener('pointerdown', () => (pressing = true), true);
  const released = () => (pressing = false);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

/**
 * Runs `run` now, or, when a pointer press caused the blur, once that press has ended in a click
 * (after the click's own handlers) or was abandoned.
 */
export function afterPointerRelease(run: () => void): void {
  if (!pressing) {
    run();
    return;
  }
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', onClick, true);
    run();
  };
  const onClick = () => setTimeout(runOnce, 0);
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerup', () => setTimeout(runOnce, CLICK_GRACE_MS), { capture: true, once: true });
}
