/*
 * What a category listing may ask for, without the request itself: the listing pages read these
 * in the browser, where the operation's documents are not loaded with the page
 * (docs/architecture.md "What a first load holds").
 */
export const LISTING_SORTS = ['latest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Spec §9 gives 20 (URL default) and 12 (pagination); the issue settles on 12. */
export const DEFAULT_ITEMS_PER_PAGE = 12;
export const MAX_ITEMS_PER_PAGE = 100;

export interface CategoryQuery {
  /** Collection slug, e.g. `local-esims`; omitted for the whole catalogue. */
  category?: string;
  page?: number;
  sort?: ListingSort;
  term?: string;
  itemsPerPage?: number;
  /** Every other query key of the listing URL: facet code → selected value codes. */
  facets?: Record<string, readonly string[]>;
}
