import { data } from 'react-router';

import {
  CATALOG_FACETS,
  closestDestinations,
  getCategoryProducts,
  getCategoryTree,
  getPopularDestinations,
  type CategoryNode,
  type Listing,
  type ShopClient,
} from '@shop/api';

import { readListingQuery } from './listing-query';

/**
 * Not offered as filters: the plan type is what the local and regional categories are, and the
 * destination facet (one value per product, 244 of them) would be a second copy of the catalogue.
 * Left out of the page's data too, not only of its rendering: the route payload would carry them.
 */
const UNFILTERED_FACETS: ReadonlySet<string> = new Set([CATALOG_FACETS.planType, CATALOG_FACETS.destination]);

/** How many destinations a search that found nothing offers instead (one row on a desktop). */
const OFFERED_DESTINATIONS = 6;

/** A destination offered by the empty state, with only what its link shows. */
interface OfferedDestination {
  flagCode: string;
  name: string;
  slug: string;
}

/** What a listing searched by a term that matched nothing offers instead (issue 19). */
export interface EmptySearch {
  kind: 'closest' | 'popular';
  destinations: OfferedDestination[];
}

export interface CategoryPageData {
  category: CategoryNode | undefined;
  tree: CategoryNode[];
  listing: Listing;
  query: ReturnType<typeof readListingQuery>;
  /** Set when the term found nothing; null otherwise. */
  emptySearch: EmptySearch | null;
}

/** The destinations nearest the term, or the popular ones when none is near. */
async function emptySearchFor(client: ShopClient, term: string): Promise<EmptySearch> {
  const pick = ({ flagCode, name, slug }: OfferedDestination) => ({ flagCode, name, slug });
  const closest = await closestDestinations(client, term);
  if (closest.length > 0) return { kind: 'closest', destinations: closest.slice(0, OFFERED_DESTINATIONS).map(pick) };
  const popular = await getPopularDestinations(client);
  return { kind: 'popular', destinations: popular.slice(0, OFFERED_DESTINATIONS).map(pick) };
}

/**
 * A category listing from its URL (spec §2): unknown categories are 404, while bad query values are
 * ignored or clamped, and a page past the end shows the last page rather than nothing.
 */
export async function loadCategoryPage(
  client: ShopClient,
  slug: string | undefined,
  searchParams: URLSearchParams,
): Promise<CategoryPageData> {
  const query = readListingQuery(searchParams);
  const tree = await getCategoryTree(client, slug);
  const category = slug === undefined ? undefined : tree.find((node) => node.slug === slug);
  if (slug !== undefined && !category) throw data(null, { status: 404 });
  let listing = await getCategoryProducts(client, { ...query, ...(slug ? { category: slug } : {}) });
  if (query.page > listing.pagination.pagesCount) {
    query.page = listing.pagination.pagesCount;
    listing = await getCategoryProducts(client, { ...query, ...(slug ? { category: slug } : {}) });
  }
  const emptySearch = listing.pagination.totalItems === 0 && query.term ? await emptySearchFor(client, query.term) : null;
  return {
    category,
    tree,
    listing: { ...listing, facets: listing.facets.filter((facet) => !UNFILTERED_FACETS.has(facet.code)) },
    query,
    emptySearch,
  };
}
