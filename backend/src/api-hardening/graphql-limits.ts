import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';

import { measureOperation, type QueryMeasure } from './query-measure';

export type ApiType = 'shop' | 'admin';

/**
 * The most one GraphQL operation may ask of each API. Measured on every document the storefront,
 * the dashboard (with our extensions) and the tests send (`api/graphql-limits.integration.test.ts`
 * prints them; `e2e/dashboard-limits.spec.ts` for the dashboard): the largest needs well under half.
 * The Admin API answers signed-in staff only, but it parses and validates for anyone, so it has
 * limits too, wider because the dashboard's documents are larger.
 */
export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /** Fields visited with fragments expanded. */
  maxSelections: number;
  /** Vendure's `shopListQueryLimit`/`adminListQueryLimit`: the length of a list asked without `take`. */
  listQueryLimit: number;
}

export const GRAPHQL_LIMITS: Readonly<Record<ApiType, GraphqlLimits>> = {
  shop: { maxDepth: 12, maxAliases: 20, maxCost: 6_000, maxSelections: 1_000, listQueryLimit: 100 },
  admin: { maxDepth: 16, maxAliases: 40, maxCost: 50_000, maxSelections: 4_000, listQueryLimit: 1_000 },
};

/**
 * The longest search term the Shop API accepts (`search(input: { term })`, `destinationSuggestions(term)`).
 * The storefront cuts what a shopper types at the same length (`api/operations/search-products.ts`).
 */
export const MAX_SEARCH_TERM_LENGTH = 100;

export type LimitRefusalCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COMPLEX' | 'SEARCH_TERM_TOO_LONG';

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
