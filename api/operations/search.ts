import type { CallOptions, ShopClient } from '../client';
import { parsed } from '../errors';
import { graphql, requestTyped, type ResultOf } from '../graphql';
import { PLAN_TYPES, type PlanType } from './catalog/facets';
import { z } from '../zod';

const SUGGESTION_LIMIT = 8;
/**
 * A search never needs more than a destination's name; longer input is cut, not refused. The
 * Shop API refuses longer terms (backend/src/api-hardening/graphql-limits.ts, the same number).
 */
export const MAX_SEARCH_TERM_LENGTH = 100;

const SUGGESTIONS_DOCUMENT = graphql(`
  query DestinationSuggestions($term: String!, $take: Int) {
    destinationSuggestions(term: $term, take: $take) { productId slug name flagCode planType }
  }
`);

/** A listing that found nothing offers a row of them (the empty state's links). */
const CLOSEST_LIMIT = 6;

const CLOSEST_DOCUMENT = graphql(`
  query ClosestDestinations($term: String!, $take: Int) {
    closestDestinations(term: $term, take: $take) { productId slug name flagCode planType }
  }
`);

/** The schema says String: the shop knows two plan types. */
const planTypeSchema = z.enum(PLAN_TYPES);

function toSuggestion(
  operation: string,
  { productId, planType, ...rest }: ResultOf<typeof SUGGESTIONS_DOCUMENT>['destinationSuggestions'][number],
): SearchSuggestion {
  return { id: productId, ...rest, planType: parsed(operation, planTypeSchema, planType) };
}

export interface SearchSuggestion {
  id: string;
  name: string;
  /** The spec's link_rewrite: the product page is `/{lang}/esim-{slug}.html`. */
  slug: string;
  /** The spec's location: the destination's flag. */
  flagCode: string;
  planType: PlanType;
}

/**
 * Spec §7 searchProducts, forgiving what travellers type (accents, English names in any language,
 * aliases such as USA or UAE, the start of any word): the backend's destination index does the matching.
 */
export async function searchProducts(client: ShopClient, term: string, options: CallOptions = {}): Promise<SearchSuggestion[]> {
  const trimmed = term.trim().slice(0, MAX_SEARCH_TERM_LENGTH);
  if (trimmed.length === 0) return [];
  const { destinationSuggestions } = await requestTyped(
    client,
    'searchProducts',
    SUGGESTIONS_DOCUMENT,
    { term: trimmed, take: SUGGESTION_LIMIT },
    options,
  );
  return destinationSuggestions.map((suggestion) => toSuggestion('searchProducts', suggestion));
}

/**
 * The destinations nearest a term that matched nothing ("frnace" → France), by edit distance to
 * their names in any shop language and their aliases, nearest first; [] when none is near.
 */
export async function closestDestinations(client: ShopClient, term: string, options: CallOptions = {}): Promise<SearchSuggestion[]> {
  const trimmed = term.trim().slice(0, MAX_SEARCH_TERM_LENGTH);
  if (trimmed.length === 0) return [];
  const { closestDestinations: found } = await requestTyped(
    client,
    'closestDestinations',
    CLOSEST_DOCUMENT,
    { term: trimmed, take: CLOSEST_LIMIT },
    options,
  );
  return found.map((suggestion) => toSuggestion('closestDestinations', suggestion));
}
