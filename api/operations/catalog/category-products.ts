import type { CallOptions, ShopClient } from '../../client';
import { graphql, requestTyped } from '../../graphql';
import { SEARCH_FIELDS, toListing, type Listing } from './listing';
import { MAX_SEARCH_TERM_LENGTH } from '../search';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, type CategoryQuery, type ListingSort } from './category-query';

const SORT_INPUT: Record<ListingSort, Record<string, 'ASC' | 'DESC'> | undefined> = {
  // Vendure's search has no creation date to sort on; its natural order is insertion order, newest seeded last.
  latest: undefined,
  'price-asc': { price: 'ASC' },
  'price-desc': { price: 'DESC' },
  'name-asc': { name: 'ASC' },
  'name-desc': { name: 'DESC' },
};

/** A listing's search: the fields every listing reads (SEARCH_FIELDS), the popular destinations' too. */
const SEARCH_DOCUMENT = graphql(
  `
  query Search($input: SearchInput!) {
    search(input: $input) { ...SearchFields }
  }
`,
  [SEARCH_FIELDS],
);

const FACET_IDS_DOCUMENT = graphql(`
  query FacetIds {
    facets(options: { take: 100 }) { items { code values { id code } } }
  }
`);

/** A facet of the catalogue and its values' codes: what a listing URL may filter by. */
export interface CatalogFacet {
  code: string;
  values: string[];
}

/**
 * The catalogue's facets (codes, and their values' codes): what a listing URL's facet filters may
 * name. The storefront's page cache keys a listing on these only (a made-up `?r=` is no filter).
 */
export async function getCatalogFacets(client: ShopClient, options: CallOptions = {}): Promise<CatalogFacet[]> {
  const { facets } = await requestTyped(client, 'getCatalogFacets', FACET_IDS_DOCUMENT, {}, options);
  return facets.items.map((facet) => ({ code: facet.code, values: facet.values.map((value) => value.code) }));
}

/**
 * Facet value ids for the selected codes. Codes the catalogue does not know are dropped, not errors:
 * a stale or hand-edited listing URL still shows a listing (issue #3 "bad input").
 */
async function facetValueFilters(client: ShopClient, facets: Record<string, readonly string[]>, options: CallOptions) {
  const selected = Object.entries(facets).filter(([, values]) => values.length > 0);
  if (selected.length === 0) return { filters: [], applied: {} };
  const { facets: known } = await requestTyped(client, 'getCategoryProducts', FACET_IDS_DOCUMENT, {}, options);
  const filters: Array<{ or: string[] }> = [];
  const applied: Record<string, string[]> = {};
  for (const [code, values] of selected) {
    const matching = known.items.find((item) => item.code === code)?.values.filter((value) => values.includes(value.code)) ?? [];
    if (matching.length === 0) continue;
    filters.push({ or: matching.map((value) => value.id) });
    applied[code] = matching.map((value) => value.code);
  }
  return { filters, applied };
}

export async function getCategoryProducts(client: ShopClient, query: CategoryQuery = {}, options: CallOptions = {}): Promise<Listing> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const itemsPerPage = Math.min(MAX_ITEMS_PER_PAGE, Math.max(1, Math.floor(query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE)));
  const sort = SORT_INPUT[query.sort ?? 'latest'];
  const { filters, applied } = await facetValueFilters(client, query.facets ?? {}, options);
  const input = {
    groupByProduct: true,
    take: itemsPerPage,
    skip: (page - 1) * itemsPerPage,
    ...(query.category ? { collectionSlug: query.category } : {}),
    ...(query.term?.trim() ? { term: query.term.trim().slice(0, MAX_SEARCH_TERM_LENGTH) } : {}),
    ...(sort ? { sort } : {}),
    facetValueFilters: filters,
  };
  const response = await requestTyped(client, 'getCategoryProducts', SEARCH_DOCUMENT, { input }, options);
  return toListing(response, { current: page, itemsPerPage }, applied);
}
