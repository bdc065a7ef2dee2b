import { buildSchema, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

import { API_MESSAGES, apiMessage, requestLanguage } from '../src/api-hardening/api-messages';
import { firstBrokenLimit, GRAPHQL_LIMITS, MAX_SEARCH_TERM_LENGTH, measureForApi } from '../src/api-hardening/graphql-limits';
import {
  DEFAULT_LIST_LENGTH,
  ENTITY_LOOKUP_COST,
  KNOWN_LOOKUP_COSTS,
  KNOWN_ROW_COSTS,
  measureOperation,
  selectOperation,
} from '../src/api-hardening/query-measure';
import { SHOP_LANGUAGES } from '../src/seed/languages';

// The shapes of Vendure's schema the measure looks at: entities, plain lists, paginated lists, search.
const schema = buildSchema(/* GraphQL */ `
  interface PaginatedList { items: [Node!]! totalItems: Int! }
  interface Node { id: ID! }
  type Product implements Node { id: ID! name: String! variants: [ProductVariant!]! featuredAsset: Asset collections: [Collection!]! facetValues: [FacetValue!]! }
  type Facet implements Node { id: ID! code: String! }
  type FacetValue implements Node { id: ID! name: String! facet: Facet! }
  type ProductVariant implements Node { id: ID! name: String! product: Product! price: Int! }
  type Asset implements Node { id: ID! preview: String! }
  type Collection implements Node { id: ID! parent: Collection productVariants(options: ListOptions): ProductVariantList! }
  type ProductList implements PaginatedList { items: [Product!]! totalItems: Int! }
  type ProductVariantList implements PaginatedList { items: [ProductVariant!]! totalItems: Int! }
  type Country { code: String! }
  type SearchResult { productId: ID! slug: String! }
  type SearchResponse { items: [SearchResult!]! totalItems: Int! }
  input ListOptions { take: Int skip: Int }
  input SearchInput { term: String take: Int }
  type Query {
    product(slug: String): Product
    products(options: ListOptions): ProductList!
    collection(slug: String): Collection
    availableCountries: [Country!]!
    search(input: SearchInput!): SearchResponse!
    destinationSuggestions(term: String!, take: Int): [SearchResult!]!
  }
`);

const SETTINGS = { listQueryLimit: 100, maxSelections: 1_000, maxDepth: 12 };

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = selectOperation(document);
  if (!operation) throw new Error('no operation');
  return operation;
}

function measure(text: string, variables: Record<string, unknown> = {}, settings = SETTINGS) {
  const document = parse(text);
  return measureOperation(schema, document, operationOf(document), variables, settings);
}

/** `{ product(slug:"japan") { variants { product { … { id } } } } }` with `levels` variants/product pairs: issue 15's query has 5. */
function variantsProductChain(levels: number): string {
  return `{ product(slug: "japan") ${'{ variants { product '.repeat(levels)}{ id }${' } }'.repeat(levels)} }`;
}

describe('measureOperation', () => {
  it("issue 15's 171-byte query costs about 4 million (5 nested lists of 10 variants, each variant's product a lookup): refused far above the Shop API's limit", () => {
    const text = variantsProductChain(5);
    expect(text.replace(/\s+/g, ' ').length).toBeLessThan(200);
    const result = measure(text);
    expect(result.depth).toBe(12);
    expect(result.cost).toBe(3_999_970);
    expect(firstBrokenLimit(result, GRAPHQL_LIMITS.shop)).toEqual({
      code: 'QUERY_TOO_COMPLEX',
      limit: GRAPHQL_LIMITS.shop.maxCost,
      actual: 3_999_970,
    });
    // Two levels (25 products) fit; three (125 products, 25 variant lists) do not.
    expect(measure(variantsProductChain(2)).cost).toBeLessThan(GRAPHQL_LIMITS.shop.maxCost);
    expect(measure(variantsProductChain(3)).cost).toBeGreaterThan(GRAPHQL_LIMITS.shop.maxCost);
  });

  it('scalars cost nothing, reaching an entity a lookup, a list its lookup plus its length times what each element reaches', () => {
    expect(measure('{ product(slug: "a") { id name } }').cost).toBe(ENTITY_LOOKUP_COST);
    expect(measure('{ product(slug: "a") { featuredAsset { preview } } }').cost).toBe(2 * ENTITY_LOOKUP_COST);
    // The variants come in one query with their columns, each row priced (a variant row costs 25)…
    const VARIANT_ROW = KNOWN_ROW_COSTS.ProductVariant ?? 0;
    expect(VARIANT_ROW).toBe(25);
    expect(measure('{ product(slug: "a") { variants { id name price } } }').cost).toBe(
      2 * ENTITY_LOOKUP_COST + DEFAULT_LIST_LENGTH * VARIANT_ROW,
    );
    // …but each variant's product is a lookup of its own.
    expect(measure('{ product(slug: "a") { variants { product { id } } } }').cost).toBe(
      2 * ENTITY_LOOKUP_COST + DEFAULT_LIST_LENGTH * (VARIANT_ROW + ENTITY_LOOKUP_COST),
    );
    // Known lookups: a product's facet values and collections cost more than a lookup, a facet value's facet comes with it.
    expect(measure('{ product(slug: "a") { facetValues { name facet { code } } } }').cost).toBe(
      ENTITY_LOOKUP_COST + (KNOWN_LOOKUP_COSTS['Product.facetValues'] ?? 0) + DEFAULT_LIST_LENGTH * (1 + 1),
    );
    expect(measure('{ products(options: { take: 100 }) { items { facetValues { name } } } }').cost).toBeGreaterThan(
      GRAPHQL_LIMITS.shop.maxCost,
    );
    expect(measure('{ products(options: { take: 100 }) { items { collections { name } } } }').cost).toBeGreaterThan(
      GRAPHQL_LIMITS.shop.maxCost,
    );
    // Known lengths: every country is ~250.
    expect(measure('{ availableCountries { code } }').cost).toBe(ENTITY_LOOKUP_COST);
  });

  it('a paginated list costs its take (from the arguments or the variables), or the list limit without one', () => {
    // A product row costs 1 (hydrated) plus its featured asset's lookup.
    const page = (take: number) => ENTITY_LOOKUP_COST + take * (1 + ENTITY_LOOKUP_COST);
    expect(measure('{ products(options: { take: 5 }) { items { id featuredAsset { id } } totalItems } }').cost).toBe(page(5));
    expect(measure('query ($take: Int) { products(options: { take: $take }) { items { featuredAsset { id } } } }', { take: 20 }).cost).toBe(
      page(20),
    );
    expect(measure('{ products { items { featuredAsset { id } } } }').cost).toBe(page(100));
    // A take above the limit counts as the limit (Vendure refuses it anyway).
    expect(measure('{ products(options: { take: 5000 }) { items { featuredAsset { id } } } }').cost).toBe(page(100));
    // A missing or wrongly typed variable counts at the worst length: execution refuses the value itself.
    expect(
      measure('query ($take: Int) { products(options: { take: $take }) { items { featuredAsset { id } } } }', { take: 'many' }).cost,
    ).toBe(page(100));
    // Rows that reach nothing cost nothing more than their query.
    expect(measure('{ search(input: { take: 20 }) { items { slug } totalItems } }').cost).toBe(ENTITY_LOOKUP_COST);
    expect(measure('{ destinationSuggestions(term: "ja", take: 8) { slug } }').cost).toBe(ENTITY_LOOKUP_COST);
  });

  it('nested paginated lists multiply', () => {
    const result = measure(
      '{ products(options: { take: 10 }) { items { collections { productVariants(options: { take: 10 }) { items { product { id } } } } } } }',
    );
    const L = ENTITY_LOOKUP_COST;
    const VARIANT_ROW = KNOWN_ROW_COSTS.ProductVariant ?? 0;
    const COLLECTIONS = KNOWN_LOOKUP_COSTS['Product.collections'] ?? 0;
    expect(result.cost).toBe(L + 10 * (1 + COLLECTIONS + DEFAULT_LIST_LENGTH * (1 + L + 10 * (VARIANT_ROW + L))));
  });

  it('fragments and inline fragments count where they are spread, aliases are counted', () => {
    const withFragments = measure(`
      query { a: product(slug: "a") { ...P } b: product(slug: "b") { ... on Product { variants { id } } } }
      fragment P on Product { variants { product { id } } }
    `);
    expect(withFragments.aliases).toBe(2);
    const L = ENTITY_LOOKUP_COST;
    const VARIANT_ROW = KNOWN_ROW_COSTS.ProductVariant ?? 0;
    expect(withFragments.cost).toBe(L + L + DEFAULT_LIST_LENGTH * (VARIANT_ROW + L) + L + L + DEFAULT_LIST_LENGTH * VARIANT_ROW);
    expect(withFragments.depth).toBe(4);
  });

  it('introspection and __typename are left out of depth and cost', () => {
    const result = measure('{ __typename __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }');
    expect(result).toMatchObject({ depth: 0, cost: 0 });
  });

  it('depth 500 stops being walked past the limit and is reported just above it', () => {
    const text = `{ collection(slug: "europe") { ${'parent { '.repeat(500)}id${' }'.repeat(500)} } }`;
    const result = measure(text);
    expect(result.depth).toBe(SETTINGS.maxDepth + 1);
    expect(firstBrokenLimit(result, GRAPHQL_LIMITS.shop)?.code).toBe('QUERY_TOO_DEEP');
  });

  it('a fragment bomb (each fragment spreading the next twice) stops at the selection budget', () => {
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Product { ...F${i + 1} ...F${i + 1} }`).join('\n');
    const text = `{ product(slug: "a") { ...F0 } }\n${fragments}\nfragment F30 on Product { id }`;
    const result = measure(text);
    expect(result.cost).toBe(Number.POSITIVE_INFINITY);
    expect(result.selections).toBeGreaterThan(SETTINGS.maxSelections);
    expect(firstBrokenLimit(result, GRAPHQL_LIMITS.shop)?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('500 aliases of search are over the alias limit (and their cost too)', () => {
    const text = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: search(input: { term: "jap${i}" }) { totalItems }`).join(' ')} }`;
    const result = measure(text);
    expect(result.aliases).toBe(500);
    expect(firstBrokenLimit(result, GRAPHQL_LIMITS.shop)).toEqual({
      code: 'TOO_MANY_ALIASES',
      limit: GRAPHQL_LIMITS.shop.maxAliases,
      actual: 500,
    });
  });

  it('records the longest search term, from literals or variables, of both search fields', () => {
    expect(measure('{ search(input: { term: "japan" }) { totalItems } }').longestSearchTerm).toBe(5);
    const long = 'a '.repeat(49_500);
    const result = measure('query ($t: String!) { destinationSuggestions(term: $t) { slug } }', { t: long });
    expect(result.longestSearchTerm).toBe(99_000);
    expect(firstBrokenLimit(result, GRAPHQL_LIMITS.shop)).toEqual({
      code: 'SEARCH_TERM_TOO_LONG',
      limit: MAX_SEARCH_TERM_LENGTH,
      actual: 99_000,
    });
    expect(
      firstBrokenLimit(
        measure('{ search(input: { term: "' + 'x'.repeat(MAX_SEARCH_TERM_LENGTH) + '" }) { totalItems } }'),
        GRAPHQL_LIMITS.shop,
      ),
    ).toBeUndefined();
  });

  it('measureForApi uses each API list limit: a paginated list without take is 100 long on the Shop API, 1,000 on the Admin API', () => {
    const document = parse('{ products { items { featuredAsset { id } } } }');
    expect(measureForApi('shop', schema, document, operationOf(document), {}).cost).toBe(10 + 100 * 11);
    expect(measureForApi('admin', schema, document, operationOf(document), {}).cost).toBe(10 + 1_000 * 11);
  });

  it('selectOperation picks by name, or the only one', () => {
    const document = parse('query A { products { totalItems } } query B { availableCountries { code } }');
    expect(selectOperation(document, 'B')?.name?.value).toBe('B');
    expect(selectOperation(document)).toBeUndefined();
  });
});

describe('firstBrokenLimit', () => {
  const fits = { depth: 3, aliases: 1, cost: 10, selections: 5, longestSearchTerm: 0, searches: 0 };
  it('a document within every limit passes; each limit is checked on its own, depth first', () => {
    expect(firstBrokenLimit(fits, GRAPHQL_LIMITS.shop)).toBeUndefined();
    expect(firstBrokenLimit({ ...fits, depth: 13 }, GRAPHQL_LIMITS.shop)?.code).toBe('QUERY_TOO_DEEP');
    expect(firstBrokenLimit({ ...fits, aliases: 21 }, GRAPHQL_LIMITS.shop)?.code).toBe('TOO_MANY_ALIASES');
    expect(firstBrokenLimit({ ...fits, cost: GRAPHQL_LIMITS.shop.maxCost + 1 }, GRAPHQL_LIMITS.shop)?.code).toBe('QUERY_TOO_COMPLEX');
    expect(firstBrokenLimit({ ...fits, cost: GRAPHQL_LIMITS.shop.maxCost }, GRAPHQL_LIMITS.shop)).toBeUndefined();
    expect(firstBrokenLimit({ ...fits, depth: 13, cost: 1e9 }, GRAPHQL_LIMITS.shop)?.code).toBe('QUERY_TOO_DEEP');
  });
  it('the Admin API is wider than the Shop API on every limit', () => {
    for (const key of ['maxDepth', 'maxAliases', 'maxCost', 'maxSelections', 'listQueryLimit'] as const) {
      expect(GRAPHQL_LIMITS.admin[key]).toBeGreaterThan(GRAPHQL_LIMITS.shop[key]);
    }
  });
});

describe('api messages', () => {
  it('every message exists in the 8 shop languages, each its own text, and names the limit where it has one', () => {
    for (const [code, translations] of Object.entries(API_MESSAGES)) {
      const texts = SHOP_LANGUAGES.map((language) => translations[language]);
      expect(new Set(texts).size, code).toBe(SHOP_LANGUAGES.length);
      for (const text of texts) expect(text.trim().length, code).toBeGreaterThan(5);
      const hasLimit = translations.en.includes('{limit}');
      for (const text of texts) expect(text.includes('{limit}'), `${code}: ${text}`).toBe(hasLimit);
    }
  });
  it("picks the request's language (Vendure's spelling), English for anything else", () => {
    expect(requestLanguage('ja')).toBe('ja');
    expect(requestLanguage('zh_Hant')).toBe('zh_Hant');
    expect(requestLanguage(['fr', 'de'])).toBe('fr');
    for (const other of [undefined, '', 'tw', 'xx', 42, { languageCode: 'fr' }]) expect(requestLanguage(other)).toBe('en');
    expect(apiMessage('QUERY_TOO_DEEP', 'de', { limit: 12 })).toBe('Die Anfrage ist zu tief verschachtelt (höchstens 12 Ebenen)');
  });
});
