import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import * as outlines from '../../design-system/lib/icons/mark-glyphs';
import { MARK_GLYPHS_FILE, markGlyphsModule } from './mark-glyphs.mjs';

/** The points of a path written with relative commands (`m l h v q t c z`, as the script writes them). */
function pointsOf(path: string): [number, number][] {
  const tokens = path.match(/[mlhvqtcz]|-?(?:\d*\.\d+|\d+)/g) ?? [];
  const pointsPerSegment: Record<string, number> = { m: 1, l: 1, q: 2, t: 1, c: 3 };
  const points: [number, number][] = [];
  let letter = '';
  let current: [number, number] = [0, 0];
  let subpathStart: [number, number] = [0, 0];
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at] ?? '';
    if (/[mlhvqtcz]/.test(token)) {
      letter = token;
      at += 1;
      if (letter === 'z') current = subpathStart;
      continue;
    }
    if (letter === 'h' || letter === 'v') {
      const step = Number(tokens[at]);
      current = letter === 'h' ? [current[0] + step, current[1]] : [current[0], current[1] + step];
      points.push(current);
      at += 1;
      continue;
    }
    const count = pointsPerSegment[letter] ?? 0;
    const segment: [number, number][] = [];
    for (let point = 0; point < count; point += 1, at += 2)
      segment.push([current[0] + Number(tokens[at]), current[1] + Number(tokens[at + 1])]);
    points.push(...segment);
    current = segment.at(-1) ?? current;
    if (letter === 'm') {
      subpathStart = current;
      letter = 'l';
    }
  }
  return points;
}

/** The smallest box holding every point of the outlines (each path placed on its own). */
function boxOf(...paths: string[]) {
  const points = paths.flatMap(pointsOf);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('the brand marks’ word outlines', () => {
  it('are what the generator draws today (run `npm run draw:marks` after changing it)', () => {
    expect(readFileSync(MARK_GLYPHS_FILE, 'utf8')).toBe(markGlyphsModule());
  });

  it('are closed outlines of moves, lines and curves, each beginning where its mark places it', () => {
    for (const path of Object.values(outlines)) expect(path).toMatch(/^m[\d .lhvqtcmz-]+z$/);
  });

  it('fill the width each word had as SVG text, on its baseline, inside the mark', () => {
    // [outline, left edge of the fitted width, the width, baseline, the mark's box]
    const words: [string | string[], number, number, number, { width: number; height: number }][] = [
      [outlines.visaOutline, 8, 32, 21, { width: 48, height: 32 }],
      [outlines.amexOutline, 9, 30, 20.5, { width: 48, height: 32 }],
      [outlines.discoverDiscOutline, 3, 19, 19, { width: 48, height: 32 }],
      [outlines.discoverVerOutline, 31, 14, 19, { width: 48, height: 32 }],
      [outlines.applePayOutline, 20, 21, 21.5, { width: 48, height: 32 }],
      [[outlines.payPalPayOutline, outlines.payPalPalOutline], 1, 98, 21, { width: 100, height: 28 }],
    ];
    for (const [paths, left, width, baseline, mark] of words) {
      const box = boxOf(...[paths].flat());
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
