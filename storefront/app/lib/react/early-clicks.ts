/**
 * React does not replay a click on server HTML whose code has not loaded yet (a later-hydrated
 * part, `lazy-part.ts`): on a slow phone the footer's newsletter button or the chat button pressed
 * in the first second would do nothing. Each such part is wrapped in an element marked
 * `data-later-part="waiting"`; a click on one of its controls is held here and given again to the
 * same control once the part has hydrated. Links are left alone: the browser follows them itself.
 * The holding starts with the document (an inline script in its head), not with this module: a
 * press in the seconds before any code has loaded counts too.
 */

import { FIRST_ACTS } from './first-interaction';

export const LATER_PART_ATTRIBUTE = 'data-later-part';
export const LATER_PART_WAITING = 'waiting';
const LATER_PART_HYDRATED = 'hydrated';

/**
 * What a click can mean before hydration: the controls that need the part's code to answer. A
 * radio or checkbox is held too: the browser would tick it at once and hydration would untick it.
 */
const CONTROL =
  'button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],summary,label,input[type=radio],input[type=checkbox]';

/** What the shopper did before the page's code ran: on `window`, shared by the head's holder and this module. */
interface EarlyActs {
  /** The last control pressed in each waiting part (pressing twice before the code arrives is one wish); a part gone is forgotten. */
  held: WeakMap<Element, HTMLElement>;
  /** They pressed, typed, touched or clicked somewhere. */
  acted: boolean;
}

const EARLY_ACTS = '__shopEarlyActs';

/**
 * Holds clicks on waiting parts, and notes the shopper's first act. Self-contained (it names
 * nothing outside itself): the document's head runs its source inline (`EARLY_CLICK_HOLDER_SCRIPT`)
 * so clicks are held from the first paint, before any module has loaded; this module runs it again
 * when it loads, which does nothing the second time. Clicks are heard on `window`, in the capture
 * phase: before React's own listeners on the document see them. No comment inside: see `compact`.
 */
function holdEarlyActs(storeName: string, attribute: string, waiting: string, controls: string, acts: readonly string[]): void {
  const scope = window as unknown as Record<string, EarlyActs | undefined>;
  if (scope[storeName]) return;
  const store: EarlyActs = { held: new WeakMap(), acted: false };
  scope[storeName] = store;
  const act = () => {
    store.acted = true;
  };
  for (const type of acts) window.addEventListener(type, act, { capture: true, passive: true, once: true });
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const part = target.closest(`[${attribute}="${waiting}"]`);
      const control = part && target.closest<HTMLElement>(controls);
      if (!part || !control || !part.contains(control) || control.closest('a[href]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      store.held.set(part, control);
    },
    true,
  );
}

const HOLDER_ARGUMENTS = [EARLY_ACTS, LATER_PART_ATTRIBUTE, LATER_PART_WAITING, CONTROL, FIRST_ACTS] as const;

/**
 * The inline script the document's head runs (root.tsx): a press on a part before the page's
 * code has loaded is held, not lost. A shared page's policy names its hash, a streamed one's its
 * nonce (lib/http/security-headers.ts).
 */
export const EARLY_CLICK_HOLDER_SCRIPT = `(${compact(holdEarlyActs.toString())})(${HOLDER_ARGUMENTS.map((value) => JSON.stringify(value)).join(',')})`;

/**
 * The holder's source as the server's (unminified) build prints it, without the annotations it
 * adds and the spaces a parser does not need: it is in every page's HTML. Safe for that one
 * function only: it has no comment, and no string, template or regular expression with a space or
 * a comment's marks in it.
 */
function compact(source: string): string {
  return source
    .replace(/\/\*[^*]*\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{}()[\];,:=<>&|!?.]) ?/g, '$1');
}

function earlyActs(): EarlyActs {
  holdEarlyActs(...HOLDER_ARGUMENTS);
  return (window as unknown as Record<string, EarlyActs>)[EARLY_ACTS]!;
}

/** Holds clicks on waiting parts from now on, if the head's script has not already; called when the browser loads this module. */
export function holdEarlyClicks(): void {
  if (typeof window !== 'undefined') earlyActs();
}

/** Whether the shopper pressed, typed, touched or clicked before this code could listen. */
export function shopperActedEarly(): boolean {
  return typeof window !== 'undefined' && earlyActs().acted;
}

/** The part inside `wrapper` has hydrated: its controls answer now, and a held click is given to its control. */
export function releaseEarlyClicks(wrapper: Element): void {
  if (wrapper.getAttribute(LATER_PART_ATTRIBUTE) === LATER_PART_HYDRATED) return;
  wrapper.setAttribute(LATER_PART_ATTRIBUTE, LATER_PART_HYDRATED);
  const { held } = earlyActs();
  const control = held.get(wrapper);
  held.delete(wrapper);
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
