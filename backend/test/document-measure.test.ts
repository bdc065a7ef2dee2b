import { describe, expect, it } from 'vitest';

import { checkDocument, type DocumentCheck } from '../src/api-hardening/document-measure';
import { GRAPHQL_LIMITS } from '../src/api-hardening/graphql-limits';

const UNLIMITED = { maxTokens: 1e9, maxSelections: 1e9, maxRepeatedFields: 1e9 };
const repeat = (count: number, text: (index: number) => string) => Array.from({ length: count }, (_, index) => text(index)).join(' ');

function measureOf(check: DocumentCheck) {
  if (check.kind !== 'fits') throw new Error(`expected a document that fits, got ${JSON.stringify(check)}`);
  return check.measure;
}

/** Issue 30's document: 500 repeated fields in 11.5 KB, 0.1–0.35 s of validation on main. */
const REPEATED_FIELDS_DOCUMENT = `query { ${repeat(500, () => 'activeChannel { code }')} }`;

describe('the document measure, taken while parsing (before validation)', () => {
  it("counts graphql-js's tokens, comments left out", () => {
    expect(measureOf(checkDocument('{ activeChannel { code } }', UNLIMITED)).tokens).toBe(6);
    expect(measureOf(checkDocument('# a comment\n{ activeChannel { code } }', UNLIMITED)).tokens).toBe(6);
    expect(measureOf(checkDocument('query Q($id: ID!) { product(id: $id) { id } }', UNLIMITED)).tokens).toBe(21);
  });

  it('refuses past the token limit without reading the rest', () => {
    const check = checkDocument(`{ ${repeat(10_000, (index) => `a${index}: activeChannel { code }`)} }`, GRAPHQL_LIMITS.shop);
    expect(check).toEqual({ kind: 'refused', refusal: { code: 'QUERY_TOO_LONG', limit: GRAPHQL_LIMITS.shop.maxTokens, actual: null } });
  });

  it('counts each pair of fields answering the same response path, wherever they come from', () => {
    expect(measureOf(checkDocument('{ a { x y } b { x } }', UNLIMITED)).repeatedFields).toBe(0);
    expect(measureOf(checkDocument('{ a a a }', UNLIMITED)).repeatedFields).toBe(3);
    // The sub-selections of two same-named fields are compared too: a.x twice.
    expect(measureOf(checkDocument('{ a { x } a { x } }', UNLIMITED)).repeatedFields).toBe(2);
    // An alias is the response name; a different alias is a different path.
    expect(measureOf(checkDocument('{ one: a two: a a }', UNLIMITED)).repeatedFields).toBe(0);
    expect(measureOf(checkDocument('{ a: b b }', UNLIMITED)).repeatedFields).toBe(0);
    expect(measureOf(checkDocument('{ a: b a }', UNLIMITED)).repeatedFields).toBe(1);
    // Fragments and inline fragments are merged where they are spread.
    expect(measureOf(checkDocument('{ a ...F ... on Q { a } } fragment F on Q { a }', UNLIMITED)).repeatedFields).toBe(3);
  });

  it("refuses issue 30's 500 repeated fields on both APIs", () => {
    expect(REPEATED_FIELDS_DOCUMENT.length).toBeGreaterThan(11_000);
    for (const api of ['shop', 'admin'] as const) {
      const check = checkDocument(REPEATED_FIELDS_DOCUMENT, GRAPHQL_LIMITS[api]);
      expect(check.kind, api).toBe('refused');
      if (check.kind === 'refused') expect(['QUERY_TOO_LONG', 'TOO_MANY_REPEATED_FIELDS'], api).toContain(check.refusal.code);
    }
    // Within the token limit, the repetition itself is what is refused.
    expect(checkDocument(`{ ${repeat(40, () => 'activeChannel { code }')} }`, GRAPHQL_LIMITS.shop)).toEqual({
      kind: 'refused',
      refusal: { code: 'TOO_MANY_REPEATED_FIELDS', limit: GRAPHQL_LIMITS.shop.maxRepeatedFields, actual: null },
    });
  });

  it('a fragment cycle or a fragment bomb stops at the selection budget', () => {
    const limits = { ...UNLIMITED, maxSelections: 1_000 };
    expect(checkDocument('{ ...F } fragment F on Query { ...F }', limits)).toEqual({
      kind: 'refused',
      refusal: { code: 'QUERY_TOO_COMPLEX', limit: 1_000, actual: null },
    });
    const bomb = `{ ...F0 } ${repeat(20, (index) => `fragment F${index} on Query { a${index}: activeChannel { ...F${index + 1} ...F${index + 1} } }`)} fragment F20 on Query { activeChannel { code } }`;
    expect(checkDocument(bomb, limits).kind).toBe('refused');
  });

  it('every operation and every fragment definition is measured, whatever operationName picks (validation reads them all)', () => {
    expect(measureOf(checkDocument('query A { a } query B { a a } fragment F on Q { b b }', UNLIMITED)).repeatedFields).toBe(2);
  });

  it('leaves a syntax error to Apollo', () => {
    expect(checkDocument('{ activeChannel {', GRAPHQL_LIMITS.shop)).toEqual({ kind: 'syntax-error' });
    expect(checkDocument('', GRAPHQL_LIMITS.shop)).toEqual({ kind: 'syntax-error' });
  });
});
