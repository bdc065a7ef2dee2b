import { describe, expect, it } from 'vitest';

import { MAX_PAGE, clampedWhole, pageOfList, pagesCountOf, type ListWindow } from './paging';

/** A list of `total` numbers answered window by window, recording what was asked. */
function listOf(total: number) {
  const asked: ListWindow[] = [];
  const all = Array.from({ length: total }, (_, index) => index + 1);
  const ask = async (window: ListWindow) => {
    asked.push(window);
    return { items: all.slice(window.skip, window.skip + window.take), totalItems: total };
  };
  return { asked, ask };
}

describe('paging', () => {
  it('answers the page asked for with its window', async () => {
    const list = listOf(25);
    expect(await pageOfList(list.ask, 2, 10)).toEqual({
      items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      totalItems: 25,
      page: 2,
      pagesCount: 3,
    });
    expect(list.asked).toEqual([{ skip: 10, take: 10 }]);
  });

  it('answers the last page for one past the end, asking twice', async () => {
    const list = listOf(25);
    expect(await pageOfList(list.ask, 7, 10)).toMatchObject({ items: [21, 22, 23, 24, 25], page: 3, pagesCount: 3 });
    expect(list.asked).toEqual([
      { skip: 60, take: 10 },
      { skip: 20, take: 10 },
    ]);
  });

  it('reads garbage, zero, negative and fractional pages as a page from 1, and caps huge ones', async () => {
    for (const page of [undefined, Number.NaN, 0, -3, '2', null]) expect((await pageOfList(listOf(25).ask, page, 10)).page).toBe(1);
    expect((await pageOfList(listOf(25).ask, 2.7, 10)).page).toBe(2);
    const huge = listOf(25);
    expect((await pageOfList(huge.ask, 1e15, 10)).page).toBe(3);
    expect(huge.asked[0]?.skip).toBe((MAX_PAGE - 1) * 10);
    expect(huge.asked[0]?.skip).toBeLessThan(2 ** 31);
  });

  it('counts an empty list as one empty page', async () => {
    expect(pagesCountOf(0, 10)).toBe(1);
    expect(pagesCountOf(10, 10)).toBe(1);
    expect(pagesCountOf(11, 10)).toBe(2);
    expect(await pageOfList(listOf(0).ask, 4, 10)).toEqual({ items: [], totalItems: 0, page: 1, pagesCount: 1 });
  });

  it('clamps whole numbers into their bounds', () => {
    expect(clampedWhole(50, 10, 100)).toBe(50);
    expect(clampedWhole(500, 10, 100)).toBe(100);
    expect(clampedWhole(0, 10, 100)).toBe(1);
    expect(clampedWhole(Number.POSITIVE_INFINITY, 10, 100)).toBe(10);
    expect(clampedWhole('5', 10, 100)).toBe(10);
  });
});
