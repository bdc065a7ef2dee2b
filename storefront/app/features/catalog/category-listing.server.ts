import { data } from 'react-router';

import { CATALOG_FACETS, getCategoryProducts, getCategoryTree, type CategoryNode, type Listing, type ShopClient } from '@shop/api';

import { readListingQuery } from '../../lib/listing-query';

/**
 * Not offered as filters: the plan type is what the local and regional categories are, and the
 * destination facet (one value per product, 244 of them) would be a second copy of the catalogue.
 * Left out of the page's data too, not only of its rendering: the route payload would carry them.
 */
const UNFILTERED_FACETS: ReadonlySet<string> = new Set([CATALOG_FACETS.planType, CATALOG_FACETS.destination]);

export interface CategoryPageData {
  category: CategoryNode | undefined;
  tree: CategoryNode[];
  listing: Listing;
  query: ReturnType<typeof readListingQuery>;
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
  return { category, tree, listing: { ...listing, facets: listing.facets.filter((facet) => !UNFILTERED_FACETS.has(facet.code)) }, query };
}
