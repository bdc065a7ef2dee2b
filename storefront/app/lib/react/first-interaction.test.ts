import { describe, expect, it } from 'vitest';

import { whenShopperFirstActs } from './first-interaction';

describe("the shopper's first act", () => {
  it('calls once, at the first press, key, touch or click, and then listens no more', () => {
    for (const first of ['pointerdown', 'keydown', 'touchstart', 'click']) {
      const page = new EventTarget();
      let calls = 0;
      whenShopperFirstActs(() => (calls += 1), page);
      page.dispatchEvent(new Event('scroll'));
      page.dispatchEvent(new Event('pointermove'));
      expect(calls, first).toBe(0);
      page.dispatchEvent(new Event(first));
      page.dispatchEvent(new Event('pointerdown'));
      page.dispatchEvent(new Event('keydown'));
      expect(calls, first).toBe(1);
    }
  });

  it('calls nothing once cancelled', () => {
    const page = new EventTarget();
    let calls = 0;
    whenShopperFirstActs(() => (calls += 1), page)();
    page.dispatchEvent(new Event('pointerdown'));
    expect(calls).toBe(0);
  });
});
