import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { EARLY_CLICK_HOLDER_SCRIPT, LATER_PART_ATTRIBUTE, LATER_PART_WAITING } from './early-clicks';

/** Just enough of a DOM element for the holder: where `closest` leads and what it contains. */
class FakeElement {
  readonly inside: FakeElement[] = [];
  closestOf: (selector: string) => FakeElement | null = () => null;
  closest(selector: string): FakeElement | null {
    return this.closestOf(selector);
  }
  contains(other: FakeElement): boolean {
    return other === this || this.inside.includes(other);
  }
}

/** A page that has not loaded a module yet: the document's head runs the holder's inline text in it. */
function pageRunningTheHolder() {
  const page = new EventTarget();
  const context = { window: page, Element: FakeElement };
  runInNewContext(EARLY_CLICK_HOLDER_SCRIPT, context);
  const store = () => (page as unknown as Record<string, { held: WeakMap<object, unknown>; acted: boolean }>)['__shopEarlyActs']!;
  const click = (target: FakeElement) => {
    const event = new Event('click', { cancelable: true });
    Object.defineProperty(event, 'target', { value: target });
    page.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { page, context, store, click };
}

const WAITING_PART = `[${LATER_PART_ATTRIBUTE}="${LATER_PART_WAITING}"]`;

/** A press on a control (or in a link) inside `part`: what `closest` finds from the pressed element. */
function pressedIn(part: FakeElement, { inLink = false } = {}) {
  const control = new FakeElement();
  part.inside.push(control);
  control.closestOf = (selector) => (selector === 'a[href]' && inLink ? control : null);
  const target = new FakeElement();
  target.closestOf = (selector) => (selector === WAITING_PART ? part : selector === 'a[href]' ? null : control);
  return { control, target };
}

describe('the inline script that holds presses before any code has loaded', () => {
  it('is one compact expression, with no comment left in it', () => {
    expect(EARLY_CLICK_HOLDER_SCRIPT).not.toMatch(/\/\*|\n|\t/);
    expect(EARLY_CLICK_HOLDER_SCRIPT.length).toBeLessThan(1_000);
  });

  it('holds a click on a control of a waiting part, the last one per part, and notes the act', () => {
    const { store, click } = pageRunningTheHolder();
    expect(store().acted).toBe(false);
    const part = new FakeElement();
    expect(click(pressedIn(part).target)).toBe(true);
    const second = pressedIn(part);
    expect(click(second.target)).toBe(true);
    expect(store().held.get(part)).toBe(second.control);
    expect(store().acted).toBe(true);
  });

  it('lets a link, a click outside any waiting part and a control outside its part go by', () => {
    const { store, click } = pageRunningTheHolder();
    const linkPart = new FakeElement();
    expect(click(pressedIn(linkPart, { inLink: true }).target)).toBe(false);
    expect(click(new FakeElement())).toBe(false);
    const part = new FakeElement();
    const stray = pressedIn(part);
    part.inside.length = 0;
    expect(click(stray.target)).toBe(false);
    expect(store().held.has(linkPart)).toBe(false);
    expect(store().held.has(part)).toBe(false);
  });

  it('notes a first press, key or touch, and does nothing when it runs again', () => {
    for (const act of ['pointerdown', 'keydown', 'touchstart']) {
      const { page, context, store } = pageRunningTheHolder();
      const before = store();
      runInNewContext(EARLY_CLICK_HOLDER_SCRIPT, context);
      expect(store(), act).toBe(before);
      page.dispatchEvent(new Event(act));
      expect(store().acted, act).toBe(true);
    }
  });
});
