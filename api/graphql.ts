import { print, type DocumentNode } from '@0no-co/graphql.web';
import { initGraphQLTada, type ResultOf, type TadaDocumentNode } from 'gql.tada';

import type { CallOptions, ShopClient } from './client';
import type { introspection } from './generated/shop-schema';
import { z } from './zod';

/**
 * Typed GraphQL documents (gql.tada): a document written with `graphql(…)` is checked against the
 * Shop API's schema as TypeScript compiles it, and its answer's and variables' types come from the
 * schema (`api/generated/shop-schema.d.ts`, written by `npm run contract`). A renamed or removed
 * field fails `npm run typecheck`. The scalars are as the Shop API sends them in JSON.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { ID: string; DateTime: string; Money: number; JSON: unknown };
}>();

export type { ResultOf, TadaDocumentNode };

const texts = new WeakMap<DocumentNode, string>();

/** A document's text, printed once. */
function textOf(document: DocumentNode): string {
  let text = texts.get(document);
  if (text === undefined) {
    text = print(document);
    texts.set(document, text);
  }
  return text;
}

/** Without errors GraphQL always answers a `data` object; anything else is not the Shop API. */
const anyData = z.custom<object>((data) => typeof data === 'object' && data !== null, 'The answer has no data');

/**
 * Runs a typed document with `client.request`. Its answer is not mirrored in zod: the server's
 * execution holds it to the schema its type comes from (field types, non-null fields, enum
 * values), so only the envelope is checked (`client.request`: a GraphQL error or no `data` is a
 * ShopError). An answer the schema cannot describe (JSON in a string, a provider's shape) is
 * parsed by the operation after this.
 */
export async function requestTyped<Result, Variables extends Record<string, unknown>>(
  client: ShopClient,
  operation: string,
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  options?: CallOptions & { fresh?: boolean },
): Promise<Result> {
  return (await client.request(operation, textOf(document), variables, anyData, options)) as Result;
}
