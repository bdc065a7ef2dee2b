import { buildClientSchema, getIntrospectionQuery, Kind, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { checkDocument } from '../backend/src/api-hardening/document-measure';
import { GRAPHQL_LIMITS, measureForApi } from '../backend/src/api-hardening/graphql-limits';
import { shopDocuments, type ShopDocument } from './test-support/shop-documents';

/**
 * Every document the storefront's API client can send fits the Shop API's limits with room (half of
 * each, at most), measured here on the real schema; the figures are printed so that a new document
 * that grows close to a limit is seen before it is refused. Queries are also sent as they are
 * (without variables): the backend's own check must not refuse them either.
 */

let schema: GraphQLSchema;
let documents: ShopDocument[];
const shopApiUrl = inject('shopApiUrl');

async function post(
  body: unknown,
): Promise<{ status: number; json: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } }> {
  const response = await fetch(shopApiUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as never };
}

beforeAll(async () => {
  const introspection = await post({ query: getIntrospectionQuery() });
  schema = buildClientSchema(introspection.json.data as IntrospectionQuery);
  documents = await shopDocuments();
});

describe('the storefront documents and the Shop API limits', () => {
  it('finds the documents of every operation module', () => {
    expect(documents.length).toBeGreaterThan(40);
    const operations = new Set(documents.map((document) => document.operationName));
    for (const expected of ['Search', 'CartItems', 'AddToCart', 'DestinationSuggestions']) expect(operations).toContain(expected);
  });

  it('each fits with room: depth, aliases and cost at most half the limit (figures printed)', () => {
    const limits = GRAPHQL_LIMITS.shop;
    const rows = documents.map((entry) => {
      const operation = entry.document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error(`${entry.source} has no operation`);
      const measure = measureForApi('shop', schema, entry.document, operation, {});
      // Measured before validation without stopping at a limit, to print how close each document is.
      const unbounded = {
        maxTokens: Number.MAX_SAFE_INTEGER,
        maxSelections: Number.MAX_SAFE_INTEGER,
        maxRepeatedFields: Number.MAX_SAFE_INTEGER,
      };
      const parsed = checkDocument(entry.text, unbounded);
      if (parsed.kind !== 'fits') throw new Error(`${entry.source} is not measurable: ${parsed.kind}`);
      return {
        source: entry.source,
        operation: entry.operationName,
        depth: measure.depth,
        aliases: measure.aliases,
        cost: measure.cost,
        selections: measure.selections,
        tokens: parsed.measure.tokens,
        repeatedFields: parsed.measure.repeatedFields,
      };
    });
    console.table(rows);
    const largest = (key: 'depth' | 'aliases' | 'cost' | 'selections' | 'tokens' | 'repeatedFields') =>
      Math.max(...rows.map((row) => row[key]));
    console.log(
      `Shop API limits: depth ${limits.maxDepth} (largest document ${largest('depth')}), aliases ${limits.maxAliases} (${largest('aliases')}), ` +
        `cost ${limits.maxCost} (${largest('cost')}), selections ${limits.maxSelections} (${largest('selections')}), ` +
        `tokens ${limits.maxTokens} (${largest('tokens')}), repeated fields ${limits.maxRepeatedFields} (${largest('repeatedFields')})`,
    );
    for (const row of rows) {
      expect.soft(row.depth, `${row.source} depth`).toBeLessThanOrEqual(limits.maxDepth - 4);
      expect.soft(row.aliases, `${row.source} aliases`).toBeLessThanOrEqual(limits.maxAliases / 2);
      expect.soft(row.cost, `${row.source} cost`).toBeLessThanOrEqual(limits.maxCost / 2);
      expect.soft(row.selections, `${row.source} selections`).toBeLessThanOrEqual(limits.maxSelections / 2);
      expect.soft(row.tokens, `${row.source} tokens`).toBeLessThanOrEqual(limits.maxTokens / 2);
      expect.soft(row.repeatedFields, `${row.source} repeated fields`).toBeLessThanOrEqual(limits.maxRepeatedFields / 2);
    }
  });

  it('the backend refuses none of the queries (sent without variables, so nothing runs that needs them)', async () => {
    const limitCodes = new Set([
      'QUERY_TOO_DEEP',
      'TOO_MANY_ALIASES',
      'QUERY_TOO_COMPLEX',
      'SEARCH_TERM_TOO_LONG',
      'QUERY_TOO_LONG',
      'TOO_MANY_REPEATED_FIELDS',
    ]);
    for (const entry of documents) {
      const operation = entry.document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') continue;
      const answer = await post({ query: entry.text });
      const codes = (answer.json.errors ?? []).map((error) => error.extensions?.code);
      expect(
        codes.filter((code) => limitCodes.has(code ?? '')),
        entry.source,
      ).toEqual([]);
    }
  });
});
