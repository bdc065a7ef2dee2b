/**
 * React does not replay a click on server HTML whose code has not loaded yet (a later-hydrated
 * part, `lazy-part.ts`): on a slow phone the footer's newsletter button or the chat button pressed
 * in the first second would do nothing. Each such part is wrapped in an element marked
 * `data-later-part="waiting"`; a click on one of its controls is held here and given again to the
 * same control once the part has hydrated. Links are left alone: the browser follows them itself.
 */

export const LATER_PART_ATTRIBUTE = 'data-later-part';
export const LATER_PART_WAITING = 'waiting';
const LATER_PART_HYDRATED = 'hydrated';

/**
 * What a click can mean before hydration: the controls that need the part's code to answer. A
 * radio or checkbox is held too: the browser would tick it at once and hydration would untick it.
 */
const CONTROL =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], summary, label, input[type="radio"], input[type="checkbox"]';

const heldClicks = new WeakMap<Element, HTMLElement>();

function holdClickOnWaitingPart(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const part = event.target.closest(`[${LATER_PART_ATTRIBUTE}="${LATER_PART_WAITING}"]`);
  if (!part) return;
  const control = event.target.closest<HTMLElement>(CONTROL);
  if (!control || !part.contains(control) || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // The last press counts: pressing twice before the code arrives is one wish, not two.
  heldClicks.set(part, control);
}

let listening = false;

/** Starts holding clicks on waiting parts; called when the browser loads this module, before hydration. */
export function holdEarlyClicks(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // On `window`, in the capture phase: before React's own listeners on the document see the click.
  window.addEventListener('click', holdClickOnWaitingPart, true);
}

/** The part inside `wrapper` has hydrated: its controls answer now, and a held click is given to its control. */
export function releaseEarlyClicks(wrapper: Element): void {
  if (wrapper.getAttribute(LATER_PART_ATTRIBUTE) === LATER_PART_HYDRATED) return;
  wrapper.setAttribute(LATER_PART_ATTRIBUTE, LATER_PART_HYDRATED);
  const control = heldClicks.get(wrapper);
  heldClicks.delete(wrapper);
  if (control?.isConnected && wrapper.contains(control)) pressAgain(control);
}

/**
 * The whole press, not only `click`: some controls answer the press's start (Radix tabs on
 * `mousedown`, menus on `pointerdown`), and those events went by before the part could hear them.
 */
function pressAgain(control: HTMLElement): void {
  const pointer = { bubbles: true, cancelable: true, composed: true, button: 0, pointerType: 'mouse', isPrimary: true };
  control.dispatchEvent(new PointerEvent('pointerdown', pointer));
  control.dispatchEvent(new MouseEvent('mousedown', pointer));
  control.dispatchEvent(new PointerEvent('pointerup', pointer));
  control.dispatchEvent(new MouseEvent('mouseup', pointer));
  control.click();
}
