import {
  buildClientSchema,
  getIntrospectionQuery,
  Kind,
  print,
  validate,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { checkDocument } from '../src/api-hardening/document-measure';
import { GRAPHQL_LIMITS, measureForApi } from '../src/api-hardening/graphql-limits';
import { dashboardDocuments, withCustomFields, type DashboardDocument } from './support/dashboard-documents';

/**
 * The Vendure dashboard and our dashboard extensions keep working under the Admin API's limits:
 * every one of their documents (read from their sources) is measured against the real schema and
 * printed, and must use at most half of each limit; every query is sent as staff and none is
 * refused; the main list and detail pages' queries answer data.
 */

const adminApiUrl = inject('shopApiUrl').replace(/\/shop-api$/, '/admin-api');
const LIMIT_CODES = new Set([
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'QUERY_TOO_COMPLEX',
  'SEARCH_TERM_TOO_LONG',
  'QUERY_TOO_LONG',
  'TOO_MANY_REPEATED_FIELDS',
]);
/** Measured before validation without stopping at a limit, to print how close each document is. */
const UNBOUNDED = {
  maxTokens: Number.MAX_SAFE_INTEGER,
  maxSelections: Number.MAX_SAFE_INTEGER,
  maxRepeatedFields: Number.MAX_SAFE_INTEGER,
};

function documentMeasure(text: string): { tokens: number; repeatedFields: number } {
  const check = checkDocument(text, UNBOUNDED);
  if (check.kind !== 'fits') throw new Error(`not measurable: ${check.kind}`);
  return check.measure;
}

let schema: GraphQLSchema;
let documents: DashboardDocument[];
let token = '';
/** Our extensions' documents the schema refuses, each with why. */
let invalidOfOurs: string[] = [];

interface Answer {
  status: number;
  json: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

async function admin(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(adminApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  token = response.headers.get('vendure-auth-token') ?? token;
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}

function byName(name: string): DashboardDocument {
  const found = documents.find((entry) => entry.operationName === name);
  if (!found) throw new Error(`The dashboard has no ${name} document`);
  return found;
}

beforeAll(async () => {
  const login = await admin('mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }');
  expect(login.json.errors).toBeUndefined();
  const introspection = await admin(getIntrospectionQuery());
  schema = buildClientSchema(introspection.json.data as unknown as IntrospectionQuery);
  // Documents of dashboard features for plugins this shop does not install do not validate: left out.
  const all = dashboardDocuments().map((entry) => ({ ...entry, document: withCustomFields(schema, entry.document) }));
  documents = all.filter((entry) => validate(schema, entry.document).length === 0);
  invalidOfOurs = all
    .filter((entry) => entry.source.startsWith('backend/'))
    .flatMap((entry) => validate(schema, entry.document).map((error) => `${entry.operationName}: ${error.message}`));
});

describe('our dashboard extensions', () => {
  it('send only documents the Admin API validates', () => {
    expect(invalidOfOurs).toEqual([]);
  });
});

describe('the dashboard and the Admin API limits', () => {
  it('every document of the dashboard and of our extensions fits with room (figures printed)', () => {
    const limits = GRAPHQL_LIMITS.admin;
    expect(documents.length).toBeGreaterThan(250);
    expect(documents.filter((entry) => entry.source.startsWith('backend/')).length).toBeGreaterThan(20);
    const rows = documents.map((entry) => {
      const operation = entry.document.definitions[0] as OperationDefinitionNode;
      const measure = measureForApi('admin', schema, entry.document, operation, {});
      const { tokens, repeatedFields } = documentMeasure(print(entry.document));
      return {
        operation: entry.operationName,
        source: entry.source.replace('node_modules/@vendure/dashboard/src/', ''),
        ...measure,
        tokens,
        repeatedFields,
      };
    });
    const top = [...rows].sort((a, b) => b.cost - a.cost).slice(0, 15);
    console.table(
      top.map(({ operation, source, depth, aliases, cost, selections }) => ({ operation, source, depth, aliases, cost, selections })),
    );
    const largest = (key: 'depth' | 'aliases' | 'cost' | 'selections' | 'tokens' | 'repeatedFields') =>
      Math.max(...rows.map((row) => row[key]));
    console.log(
      `Admin API limits over ${rows.length} documents: depth ${limits.maxDepth} (largest ${largest('depth')}), aliases ${limits.maxAliases} (${largest('aliases')}), ` +
        `cost ${limits.maxCost} (${largest('cost')}), selections ${limits.maxSelections} (${largest('selections')}), ` +
        `tokens ${limits.maxTokens} (${largest('tokens')}), repeated fields ${limits.maxRepeatedFields} (${largest('repeatedFields')})`,
    );
    for (const row of rows) {
      expect.soft(row.depth, `${row.operation} depth`).toBeLessThanOrEqual(limits.maxDepth - 4);
      expect.soft(row.aliases, `${row.operation} aliases`).toBeLessThanOrEqual(limits.maxAliases / 2);
      expect.soft(row.cost, `${row.operation} cost`).toBeLessThanOrEqual(limits.maxCost / 2);
      expect.soft(row.selections, `${row.operation} selections`).toBeLessThanOrEqual(limits.maxSelections / 2);
      expect.soft(row.tokens, `${row.operation} tokens`).toBeLessThanOrEqual(limits.maxTokens / 2);
      expect.soft(row.repeatedFields, `${row.operation} repeated fields`).toBeLessThanOrEqual(limits.maxRepeatedFields / 2);
    }
  });

  it(
    'the backend refuses none of its queries (sent as staff without variables: those that need one stop there, after the limits)',
    { timeout: 120_000 },
    async () => {
      let sent = 0;
      for (const entry of documents) {
        const operation = entry.document.definitions[0] as OperationDefinitionNode;
        const needsVariable = (operation.variableDefinitions ?? []).some(
          (definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue,
        );
        // The others would run whole (every list at its default length): their measure above is the same code.
        if (entry.kind !== 'query' || (!needsVariable && !entry.source.startsWith('backend/'))) continue;
        const answer = await admin(print(entry.document));
        sent += 1;
        const refused = (answer.json.errors ?? []).filter((error) => LIMIT_CODES.has(error.extensions?.code ?? ''));
        expect(refused, entry.operationName).toEqual([]);
      }
      expect(sent).toBeGreaterThan(60);
    },
  );

  it('the main list and detail pages answer data: products, a product, orders, customers, collections, facets', async () => {
    const run = async (name: string, variables: Record<string, unknown>) => {
      const answer = await admin(print(byName(name).document), variables);
      expect(answer.json.errors, name).toBeUndefined();
      expect(answer.status, name).toBe(200);
      return answer.json.data ?? {};
    };
    const list = { options: { take: 100, skip: 0 } };
    const products = (await run('ProductList', list)) as { products: { items: Array<{ id: string }>; totalItems: number } };
    expect(products.products.totalItems).toBeGreaterThan(100);
    const firstProduct = products.products.items[0]?.id;
    const detail = (await run('ProductDetail', { id: firstProduct })) as { product: { id: string } | null };
    expect(detail.product?.id).toBe(firstProduct);
    await run('ProductVariantList', list);
    await run('GetOrders', list);
    await run('GetCustomerList', list);
    await run('CollectionList', list);
    await run('FacetList', { ...list, facetValueListOptions: { take: 100 } });
  });
});
