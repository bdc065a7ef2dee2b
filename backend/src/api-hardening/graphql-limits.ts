import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';

import { measureOperation, type QueryMeasure } from './query-measure';

export type ApiType = 'shop' | 'admin';

/**
 * The most one GraphQL operation may ask of each API, measured on every document the storefront
 * (`api/graphql-limits.integration.test.ts`) and the dashboard with our extensions
 * (`backend/test/dashboard-limits.integration.test.ts`) send; both tests print the figures and
 * require room (half of each limit; depth 4 levels under it).
 *
 * Shop API: its largest documents (the cart and the order with their lines) cost 2,662, depth 8;
 * the 171-byte query of issue 15 costs 3,999,970, and the same chain is refused from 3 levels
 * (125 product lookups) on.
 * Before validation (issue 30), tokens and repeated fields: the storefront's largest document has
 * 121 tokens and 2 repeated fields, the dashboard's 359 and 1,172 (its server-config query spreads
 * the same fragments many times). At these limits the worst documents found validate in 1.3 ms
 * (Shop API) and 5 ms (Admin API); 500 repeated fields took 85–350 ms.
 * Admin API: anyone can make it parse and validate, so depth, aliases and expansion are limited as
 * for the shop. Its cost limit is only a stop for runaway documents: every Admin API root field
 * refuses an anonymous caller before anything nested runs, and the dashboard's own queries measure
 * up to 231,010 (lists asked without `take` count at 1,000 rows).
 */
export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /** Fields visited with fragments expanded. */
  maxSelections: number;
  /** Vendure's `shopListQueryLimit`/`adminListQueryLimit`: the length of a list asked without `take`. */
  listQueryLimit: number;
  /** Lexer tokens of the whole document, counted while it is parsed (document-measure.ts). */
  maxTokens: number;
  /** Pairs of fields answering the same response path, counted before validation (document-measure.ts). */
  maxRepeatedFields: number;
}

export const GRAPHQL_LIMITS: Readonly<Record<ApiType, GraphqlLimits>> = {
  shop: { maxDepth: 12, maxAliases: 20, maxCost: 5_500, maxSelections: 1_000, listQueryLimit: 100, maxTokens: 500, maxRepeatedFields: 50 },
  admin: {
    maxDepth: 16,
    maxAliases: 40,
    maxCost: 1_000_000,
    maxSelections: 4_000,
    listQueryLimit: 1_000,
    maxTokens: 1_000,
    maxRepeatedFields: 2_500,
  },
};

/**
 * The longest search term the Shop API accepts (`search(input: { term })`, `destinationSuggestions(term)`,
 * `closestDestinations(term)`).
 * The storefront cuts what a shopper types at the same length (`api/operations/search.ts`).
 */
export const MAX_SEARCH_TERM_LENGTH = 100;

type LimitRefusalCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COMPLEX' | 'SEARCH_TERM_TOO_LONG';

export interface LimitRefusal {
  code: LimitRefusalCode;
  limit: number;
  actual: number;
}

/** The first limit `measure` breaks, or undefined when it fits. */
export function firstBrokenLimit(measure: QueryMeasure, limits: GraphqlLimits): LimitRefusal | undefined {
  if (measure.depth > limits.maxDepth) return { code: 'QUERY_TOO_DEEP', limit: limits.maxDepth, actual: measure.depth };
  if (measure.aliases > limits.maxAliases) return { code: 'TOO_MANY_ALIASES', limit: limits.maxAliases, actual: measure.aliases };
  if (measure.cost > limits.maxCost) return { code: 'QUERY_TOO_COMPLEX', limit: limits.maxCost, actual: measure.cost };
  if (measure.longestSearchTerm > MAX_SEARCH_TERM_LENGTH) {
    return { code: 'SEARCH_TERM_TOO_LONG', limit: MAX_SEARCH_TERM_LENGTH, actual: measure.longestSearchTerm };
  }
  return undefined;
}

/** Measures one operation with the settings of its API. */
export function measureForApi(
  api: ApiType,
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): QueryMeasure {
  const limits = GRAPHQL_LIMITS[api];
  return measureOperation(schema, document, operation, variables, {
    listQueryLimit: limits.listQueryLimit,
    maxSelections: limits.maxSelections,
    maxDepth: limits.maxDepth,
  });
}
