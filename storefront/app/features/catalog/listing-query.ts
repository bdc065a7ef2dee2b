import { DEFAULT_ITEMS_PER_PAGE, LISTING_SORTS, MAX_ITEMS_PER_PAGE, type CategoryQuery, type ListingSort } from '@shop/api';

import type { PageQueryInput } from '../../lib/cache/cache-policy';

/** Spec §2: these keys drive the listing; every other query key is a facet filter. */
const LISTING_KEYS = ['page', 'sort', 'term', 'itemsPerPage'] as const;
const MAX_PAGE = 10_000;
const MAX_TERM_LENGTH = 100;
const FACET_CODE = /^[a-z0-9-]{1,40}$/;
const FACET_VALUE = /^[a-z0-9-]{1,40}$/;

function wholeNumberIn(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^-?\d{1,12}$/.test(raw.trim())) return fallback;
  return Math.min(max, Math.max(min, Number.parseInt(raw, 10)));
}

function isListingSort(value: string | null): value is ListingSort {
  return value !== null && (LISTING_SORTS as readonly string[]).includes(value);
}

/**
 * Reads a listing URL leniently: anything malformed is ignored or clamped, so a hand-edited
 * or stale link still shows a listing (issue #3 "bad input"), never an error page.
 */
export function readListingQuery(searchParams: URLSearchParams): Required<Omit<CategoryQuery, 'category'>> {
  // A Map, not an object: a key like `constructor` or `valueof` must not find Object's own members.
  const facetValues = new Map<string, string[]>();
  for (const [key, raw] of searchParams) {
    if ((LISTING_KEYS as readonly string[]).includes(key) || !FACET_CODE.test(key)) continue;
    for (const value of raw.split(',')) {
      const trimmed = value.trim().toLowerCase();
      if (!FACET_VALUE.test(trimmed)) continue;
      const values = facetValues.get(key) ?? [];
      facetValues.set(key, values);
      if (!values.includes(trimmed)) values.push(trimmed);
    }
  }
  const facets = Object.fromEntries([...facetValues].map(([code, values]) => [code, values.sort()]));
  const sort = searchParams.get('sort');
  return {
    page: wholeNumberIn(searchParams.get('page'), 1, MAX_PAGE, 1),
    itemsPerPage: wholeNumberIn(searchParams.get('itemsPerPage'), 1, MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE),
    sort: isListingSort(sort) ? sort : 'latest',
    term: (searchParams.get('term') ?? '').trim().slice(0, MAX_TERM_LENGTH),
    facets,
  };
}

/** Writes a listing state back as a URL query, leaving defaults out so links stay short and canonical. */
export function listingSearch(query: Partial<Omit<CategoryQuery, 'category'>>): string {
  const params = new URLSearchParams();
  for (const [code, values] of Object.entries(query.facets ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (values.length > 0) params.set(code, [...values].sort().join(','));
  }
  if (query.term) params.set('term', query.term);
  if (query.sort && query.sort !== 'latest') params.set('sort', query.sort);
  if (query.itemsPerPage && query.itemsPerPage !== DEFAULT_ITEMS_PER_PAGE) params.set('itemsPerPage', String(query.itemsPerPage));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A listing URL's canonical query (the page cache's key): what `readListingQuery` reads, written
 * back by `listingSearch`, with only the facet filters that name a facet and values of the
 * catalogue: `?r=<anything>` or `?region=<made up>` filter nothing, so they are no other page.
 */
export function canonicalListingQuery({ search, facets }: Pick<PageQueryInput, 'search' | 'facets'>): string {
  const query = readListingQuery(search);
  const known = new Map(facets.map((facet) => [facet.code, facet.values]));
  const filters = Object.entries(query.facets)
    .map(([code, values]): [string, string[]] => [code, values.filter((value) => known.get(code)?.includes(value) === true)])
    .filter(([, values]) => values.length > 0);
  return listingSearch({ ...query, facets: Object.fromEntries(filters) }).slice(1);
}
