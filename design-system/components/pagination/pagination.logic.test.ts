import { describe, expect, it } from 'vitest';
import { clampPage, paginationItems, type PaginationItem } from './pagination.logic';

/** `1 … 9 [10] 11 … 20` style, so expectations read like the bar. */
function render(items: PaginationItem[], current: number): string {
  return items.map((item) => (item.type === 'gap' ? '…' : item.page === current ? `[${item.page}]` : String(item.page))).join(' ');
}

describe('paginationItems', () => {
  it.each<[number, number, number, string]>([
    [1, 1, 1, '[1]'],
    [1, 2, 1, '[1] 2'],
    [2, 3, 1, '1 [2] 3'],
    [1, 7, 1, '[1] 2 3 4 5 6 7'],
    [7, 7, 1, '1 2 3 4 5 6 [7]'],
    [1, 8, 1, '[1] 2 3 4 5 … 8'],
    [4, 20, 1, '1 2 3 [4] 5 … 20'],
    [5, 20, 1, '1 … 4 [5] 6 … 20'],
    [10, 20, 1, '1 … 9 [10] 11 … 20'],
    [16, 20, 1, '1 … 15 [16] 17 … 20'],
    [17, 20, 1, '1 … 16 [17] 18 19 20'],
    [20, 20, 1, '1 … 16 17 18 19 [20]'],
    [10, 20, 0, '1 … [10] … 20'],
    [2, 20, 0, '1 [2] 3 … 20'],
    [4, 20, 0, '1 … [4] … 20'],
    [18, 20, 0, '1 … [18] 19 20'],
    [5, 5, 0, '1 2 3 4 [5]'],
    [50, 100, 2, '1 … 48 49 [50] 51 52 … 100'],
  ])('page %i of %i with %i siblings → %s', (current, count, siblings, expected) => {
    expect(render(paginationItems(current, count, siblings), current)).toBe(expected);
  });

  it('keeps a constant length, always shows first, current and last, and gaps hide 2+ pages', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        for (const siblings of [0, 1, 2]) {
          const items = paginationItems(current, count, siblings);
          expect(items.length).toBe(Math.min(count, 2 * siblings + 5));
          const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
          // Ascending, unique, always first/current/last.
          expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
          expect(pages).toContain(1);
          expect(pages).toContain(current);
          expect(pages).toContain(count);
          // A gap always hides at least two pages.
          items.forEach((item, index) => {
            if (item.type !== 'gap') return;
            const before = items[index - 1];
            const after = items[index + 1];
            if (before?.type !== 'page' || after?.type !== 'page') throw new Error('a gap sits between pages');
            expect(after.page - before.page).toBeGreaterThan(2);
          });
        }
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(render(paginationItems(99, 5), 5)).toBe('1 2 3 4 [5]');
    expect(render(paginationItems(-3, 5), 1)).toBe('[1] 2 3 4 5');
    expect(render(paginationItems(2.5, 20), 2)).toBe('1 [2] 3 4 5 … 20');
  });

  it('has nothing for no pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });
});

describe('clampPage', () => {
  it.each<[number, number, number]>([
    [0, 5, 1],
    [6, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
    [3, 0, 1],
  ])('clampPage(%s, %s) → %s', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});
