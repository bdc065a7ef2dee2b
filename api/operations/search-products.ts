import type { ShopClient } from '../client';
import { searchResponseSchema, toListing, type ListingItem } from '../schemas/listing';
import { SEARCH_DOCUMENT } from './search-document';

/** Spec §5: search starts after 3 letters. */
export const SEARCH_MIN_LENGTH = 3;
const SUGGESTION_LIMIT = 10;

export type SearchSuggestion = Pick<ListingItem, 'id' | 'name' | 'slug' | 'flagCode'>;

/** Spec §7 searchProducts: products with id, name, link (slug) and location (flag). Empty terms never reach the backend. */
export async function searchProducts(client: ShopClient, term: string, options: { signal?: AbortSignal } = {}): Promise<SearchSuggestion[]> {
  // A suggestion never needs more than a destination's name; longer input is cut, not refused.
  const trimmed = term.trim().slice(0, 100);
  if (trimmed.length === 0) return [];
  const response = await client.request(
    'searchProducts',
    SEARCH_DOCUMENT,
    { input: { term: trimmed, groupByProduct: true, take: SUGGESTION_LIMIT } },
    searchResponseSchema,
    options,
  );
  return toListing(response, { current: 1, itemsPerPage: SUGGESTION_LIMIT }, {}).items.map(({ id, name, slug, flagCode }) => ({
    id,
    name,
    slug,
    flagCode,
  }));
}
