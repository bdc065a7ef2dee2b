/**
 * One rule for every paged list of the shop (blog, reviews, order history; the catalogue's
 * listings answer the same): pages count from 1, and a page past the end answers the last page
 * rather than nothing, so an old link or a typed `?page=99` still shows posts, reviews or orders.
 */

/** A page of a list as the storefront shows it. */
export interface ListPage<T> {
  items: T[];
  totalItems: number;
  /** The page answered: the one asked for, or the last one when that was past the end. */
  page: number;
  /** At least 1: an empty list is one empty page. */
  pagesCount: number;
}

/** What a list query takes and answers (Vendure's `skip`/`take` and `PaginatedList`). */
export interface ListWindow {
  skip: number;
  take: number;
}
export interface ListAnswer<T> {
  items: T[];
  totalItems: number;
}

/** A whole number in [1, max], or the fallback for anything that is not a finite number. */
export function clampedWhole(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(1, Math.floor(value))) : fallback;
}

export function pagesCountOf(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalItems / perPage));
}

/**
 * The highest page number asked for: GraphQL's `skip` is a 32-bit Int, which a page of 10¹⁵
 * (typed, or a crawler's guess) would overflow; any page this far is past the end anyway.
 */
export const MAX_PAGE = 100_000;

/** The page of a list a URL asks for (`?page=`, `?category=`), as every list reads it: a whole number from 1 to MAX_PAGE, else the first. */
export function requestedListPage(value: unknown): number {
  return clampedWhole(value, 1, MAX_PAGE);
}

/**
 * Asks for one page (anything but a whole number from 1 is the first page); when it is past the
 * end, asks again for the last one.
 */
export async function pageOfList<T>(
  ask: (window: ListWindow) => Promise<ListAnswer<T>>,
  requestedPage: unknown,
  perPage: number,
): Promise<ListPage<T>> {
  const page = clampedWhole(requestedPage, 1, MAX_PAGE);
  const windowOf = (number: number): ListWindow => ({ skip: (number - 1) * perPage, take: perPage });
  let answered = page;
  let answer = await ask(windowOf(page));
  const pagesCount = pagesCountOf(answer.totalItems, perPage);
  if (page > pagesCount) {
    answered = pagesCount;
    answer = await ask(windowOf(pagesCount));
  }
  return { items: answer.items, totalItems: answer.totalItems, page: answered, pagesCount: pagesCountOf(answer.totalItems, perPage) };
}
