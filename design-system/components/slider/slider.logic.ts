/*
 * Paging of the slider (spec §5/§9): slides move a page (`perView` slides) at
 * a time; the last page may be partial. Pages are 0-based.
 */

/** How many pages `count` slides make at `perView` a page (0 for no slide). */
export function pageCount(count: number, perView: number): number {
  const size = Math.max(1, Math.floor(perView));
  return Math.ceil(Math.max(0, count) / size);
}

/** The page after `page`: with `rewind`, the last page goes back to the first; without, it stays. */
export function nextPage(page: number, pages: number, rewind: boolean): number {
  if (pages <= 1) return 0;
  if (page >= pages - 1) return rewind ? 0 : pages - 1;
  return page + 1;
}

/** The page before `page`: with `rewind`, the first page goes to the last; without, it stays. */
export function previousPage(page: number, pages: number, rewind: boolean): number {
  if (pages <= 1) return 0;
  if (page <= 0) return rewind ? pages - 1 : 0;
  return page - 1;
}

/**
 * The page shown for a scroll offset of the track: pages are one track width
 * apart; the end of the scroll range is the last page even when that page is
 * partial (its offset is clamped by the browser).
 */
export function pageAtOffset(offset: number, pageWidth: number, maxOffset: number, pages: number): number {
  if (pages <= 1 || pageWidth <= 0) return 0;
  const distance = Math.abs(offset);
  if (distance >= maxOffset - 1) return pages - 1;
  return Math.min(pages - 1, Math.max(0, Math.round(distance / pageWidth)));
}
