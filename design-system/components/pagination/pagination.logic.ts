/** One slot of a pagination bar: a page link, or a gap standing for the pages left out. */
export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: 'start' | 'end' };

/**
 * The pages to show, in a bar of constant length so it never jumps under the
 * pointer: `2 × siblings + 5` slots (first, last, current, `siblings` on each
 * side, and a gap or a page at each end). When every page fits they are all
 * shown; otherwise a gap (`…`) stands for each left-out run, which is always
 * at least two pages long. `current` is clamped into 1…`pagesCount`.
 *
 *   paginationItems(10, 20, 1) → 1 … 9 [10] 11 … 20
 *   paginationItems(3, 20, 1)  → 1 2 [3] 4 5 … 20
 *   paginationItems(10, 20, 0) → 1 … [10] … 20        (phones)
 */
export function paginationItems(current: number, pagesCount: number, siblings = 1): PaginationItem[] {
  const count = Number.isFinite(pagesCount) ? Math.max(0, Math.floor(pagesCount)) : 0;
  if (count === 0) return [];
  const around = Math.max(0, Math.floor(siblings));
  const here = clampPage(current, count);
  const slots = 2 * around + 5;
  if (count <= slots) return range(1, count).map(page);
  // Near an end the window slides so the bar keeps its length: 1 2 3 [4] 5 … 20.
  if (here <= around + 3) return [...range(1, slots - 2).map(page), gap('end'), page(count)];
  if (here >= count - around - 2) return [page(1), gap('start'), ...range(count - slots + 3, count).map(page)];
  return [page(1), gap('start'), ...range(here - around, here + around).map(page), gap('end'), page(count)];
}

/** A page number inside 1…`pagesCount` (non-numbers become 1). */
export function clampPage(page: number, pagesCount: number): number {
  if (!Number.isFinite(page)) return 1;
  const last = Number.isFinite(pagesCount) ? Math.max(1, Math.floor(pagesCount)) : 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

function page(number: number): PaginationItem {
  return { type: 'page', page: number };
}

function gap(key: 'start' | 'end'): PaginationItem {
  return { type: 'gap', key };
}
