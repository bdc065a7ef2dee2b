import { z } from '../../zod';

import type { CallOptions, ShopClient } from '../../client';
import { graphql, requestTyped } from '../../graphql';
import { SEARCH_FIELDS, toListing, type ListingItem } from './listing';
import { MAX_ITEMS_PER_PAGE } from './category-query';
import { POPULAR_COLLECTION_SLUG } from './shelves';

/** The home page shows at most this many: four rows of four cards on a desktop. */
export const MAX_POPULAR_DESTINATIONS = 16;

const POPULAR_DOCUMENT = graphql(
  `
  query PopularDestinations($slug: String!, $input: SearchInput!) {
    collection(slug: $slug) { filters { code args { name value } } }
    search(input: $input) { ...SearchFields }
  }
`,
  [SEARCH_FIELDS],
);

/** The product ids a collection's filters list by hand, in their order (`productIds` of Vendure's or the ordered filter). */
function listedProductIds(filters: ReadonlyArray<{ args: ReadonlyArray<{ name: string; value: string }> }>): string[] {
  const ids: string[] = [];
  for (const filter of filters) {
    const raw = filter.args.find((arg) => arg.name === 'productIds')?.value;
    if (raw === undefined) continue;
    const parsed = z.array(z.union([z.string(), z.number()])).safeParse(safeJson(raw));
    if (parsed.success) ids.push(...parsed.data.map(String));
  }
  return ids;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The home page's popular destinations: the `popular` collection staff arrange in the dashboard
 * (seeded from backend/seed/collections.json), in their order, at most MAX_POPULAR_DESTINATIONS.
 * A plan the filter does not list by hand (a facet filter added by staff) follows, by name; a
 * shop without the collection has no popular destinations.
 */
export async function getPopularDestinations(client: ShopClient, options: CallOptions = {}): Promise<ListingItem[]> {
  const input = { collectionSlug: POPULAR_COLLECTION_SLUG, groupByProduct: true, take: MAX_ITEMS_PER_PAGE, sort: { name: 'ASC' as const } };
  const response = await requestTyped(
    client,
    'getPopularDestinations',
    POPULAR_DOCUMENT,
    { slug: POPULAR_COLLECTION_SLUG, input },
    options,
  );
  if (!response.collection) return [];
  const order = listedProductIds(response.collection.filters);
  const rank = (item: ListingItem) => {
    const index = order.indexOf(item.id);
    return index === -1 ? order.length : index;
  };
  const items = toListing(response, { current: 1, itemsPerPage: MAX_ITEMS_PER_PAGE }, {}).items;
  // A stable sort: the unlisted ones keep the search's order by name.
  return items.sort((a, b) => rank(a) - rank(b)).slice(0, MAX_POPULAR_DESTINATIONS);
}
