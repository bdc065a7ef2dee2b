import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import * as outlines from '../../design-system/lib/icons/mark-glyphs';
import { MARK_GLYPHS_FILE, markGlyphsModule } from './mark-glyphs.mjs';

/** The smallest box holding every point of an outline path (absolute commands only, as drawn). */
function boxOf(path: string) {
  const numbers = path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('the brand marks’ word outlines', () => {
  it('are what the generator draws today (run `npm run draw:marks` after changing it)', () => {
    expect(readFileSync(MARK_GLYPHS_FILE, 'utf8')).toBe(markGlyphsModule());
  });

  it('use absolute commands only, so each path stands alone in its mark', () => {
    for (const path of Object.values(outlines)) expect(path).toMatch(/^M[\d .MLQCZ-]+Z$/);
  });

  it('fill the width each word had as SVG text, on its baseline, inside the mark', () => {
    // [outline, left edge of the fitted width, the width, baseline, the mark's box]
    const words: [string, number, number, number, { width: number; height: number }][] = [
      [outlines.visaOutline, 8, 32, 21, { width: 48, height: 32 }],
      [outlines.amexOutline, 9, 30, 20.5, { width: 48, height: 32 }],
      [outlines.discoverDiscOutline, 3, 19, 19, { width: 48, height: 32 }],
      [outlines.discoverVerOutline, 31, 14, 19, { width: 48, height: 32 }],
      [outlines.applePayOutline, 20, 21, 21.5, { width: 48, height: 32 }],
      [outlines.payPalPayOutline + outlines.payPalPalOutline, 1, 98, 21, { width: 100, height: 28 }],
    ];
    for (const [path, left, width, baseline, mark] of words) {
      const box = boxOf(path);
      // A glyph's side bearings leave a little room at either end; the oblique faces lean past the
      // left edge by less than a unit.
      expect(box.left).toBeGreaterThan(left - 1);
      expect(box.left).toBeLessThan(left + 2);
      expect(box.right).toBeLessThanOrEqual(left + width + 1);
      expect(box.right).toBeGreaterThan(left + width - 3);
      expect(box.bottom).toBeLessThanOrEqual(mark.height);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeLessThan(baseline);
      expect(box.right).toBeLessThanOrEqual(mark.width);
    }
  });
});
