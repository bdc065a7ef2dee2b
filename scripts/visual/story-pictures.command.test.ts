import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { differenceArea } from './story-pictures.command';

/** A white picture, with the pixels at `dark` drawn black. */
function picture(width: number, height: number, dark: ReadonlyArray<readonly [number, number]> = []): PNG {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x, y] of dark) png.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return png;
}

describe('differenceArea', () => {
  it('names the rectangle that holds every differing pixel', () => {
    expect(
      differenceArea(
        picture(40, 30),
        picture(40, 30, [
          [5, 7],
          [20, 3],
          [12, 25],
        ]),
      ),
    ).toBe('x 5–20, y 3–25 of 40×30');
  });

  it('says when the two pictures have different sizes', () => {
    expect(differenceArea(picture(40, 30), picture(40, 32))).toBe("size 40×32 against the baseline's 40×30");
  });

  it('says nowhere when only anti-aliasing or nothing differs', () => {
    expect(differenceArea(picture(10, 10), picture(10, 10))).toBe('nowhere in 10×10');
  });
});
