import fc from 'fast-check';
import {
  getIntrospectionQuery,
  type IntrospectionField,
  type IntrospectionInputTypeRef,
  type IntrospectionOutputTypeRef,
  type IntrospectionQuery,
  type IntrospectionType,
} from 'graphql';

import { hostileDate, hostileFloat, hostileInt, hostileString, wrongType } from './hostile-values';

/*
 * Every public operation of a GraphQL API as a fast-check arbitrary of requests, read from the
 * API's own introspection: each argument gets values of its declared type with hostile contents
 * most of the time, and the wrong type, null or nothing the rest; some documents are mangled
 * text. What is asked back is the root field's `__typename` and its scalar fields, so the
 * resolver runs.
 */

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface PublicOperation {
  kind: 'query' | 'mutation';
  name: string;
  requests: fc.Arbitrary<GraphqlRequest>;
}

type TypeRef = IntrospectionInputTypeRef | IntrospectionOutputTypeRef;

const MAX_INPUT_DEPTH = 3;

function typeText(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeText(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${typeText(ref.ofType)}]`;
  return ref.name;
}

function namedType(ref: TypeRef): string {
  return ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? namedType(ref.ofType) : ref.name;
}

export async function introspect(graphqlUrl: string): Promise<IntrospectionQuery> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const body = (await response.json()) as { data?: IntrospectionQuery; errors?: unknown };
  if (!body.data) throw new Error(`Introspection of ${graphqlUrl} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export function publicOperations(schema: IntrospectionQuery): PublicOperation[] {
  const types = new Map<string, IntrospectionType>(schema.__schema.types.map((type) => [type.name, type]));

  const scalarValue = (name: string): fc.Arbitrary<unknown> => {
    switch (name) {
      case 'Int':
      case 'Money':
        return hostileInt;
      case 'Float':
        return hostileFloat;
      case 'Boolean':
        return fc.boolean();
      case 'DateTime':
        return hostileDate;
      case 'JSON':
        return fc.oneof(fc.jsonValue({ maxDepth: 3 }), wrongType);
      case 'Upload':
        return fc.constant(null);
      default:
        return hostileString;
    }
  };

  /** A value of the declared type (its contents hostile); `depth` bounds nested input objects. */
  const valueOf = (ref: IntrospectionInputTypeRef, depth: number): fc.Arbitrary<unknown> => {
    if (ref.kind === 'NON_NULL') return valueOf(ref.ofType, depth);
    if (ref.kind === 'LIST') return fc.array(valueOf(ref.ofType, depth), { maxLength: depth === 0 ? 8 : 3 });
    const type = types.get(ref.name);
    if (!type || type.kind === 'SCALAR') return scalarValue(ref.name);
    if (type.kind === 'ENUM')
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...type.enumValues.map((value) => value.name)) },
        { weight: 1, arbitrary: hostileString },
      );
    if (type.kind !== 'INPUT_OBJECT') return wrongType;
    if (depth >= MAX_INPUT_DEPTH) return fc.constant({});
    const fields = Object.fromEntries(type.inputFields.map((field) => [field.name, maybeWrong(field.type, depth + 1)]));
    const requiredKeys = type.inputFields.filter((field) => field.type.kind === 'NON_NULL').map((field) => field.name);
    return fc.record(fields, { requiredKeys });
  };

  /** Mostly the declared type; sometimes the wrong one, null, or (for the whole argument) absent. */
  const maybeWrong = (ref: IntrospectionInputTypeRef, depth: number): fc.Arbitrary<unknown> =>
    fc.oneof({ weight: 5, arbitrary: valueOf(ref, depth) }, { weight: 1, arbitrary: wrongType });

  const selectionOf = (ref: IntrospectionOutputTypeRef): string => {
    const type = types.get(namedType(ref));
    if (!type || type.kind === 'SCALAR' || type.kind === 'ENUM') return '';
    if (type.kind !== 'OBJECT') return '{ __typename }';
    const scalars = type.fields
      .filter((field) => field.args.every((argument) => argument.type.kind !== 'NON_NULL'))
      .filter((field) => {
        const fieldType = types.get(namedType(field.type));
        return fieldType?.kind === 'SCALAR' || fieldType?.kind === 'ENUM';
      })
      .map((field) => field.name);
    return `{ __typename ${scalars.join(' ')} }`;
  };

  const operationOf = (kind: 'query' | 'mutation', field: IntrospectionField): PublicOperation => {
    const declarations = field.args.map((argument) => `$${argument.name}: ${typeText(argument.type)}`).join(', ');
    const argumentsText = field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
    const query = `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${argumentsText ? `(${argumentsText})` : ''} ${selectionOf(field.type)} }`;
    const variables = fc.record(
      Object.fromEntries(field.args.map((argument) => [argument.name, maybeWrong(argument.type, 0)])),
      // Required arguments go missing now and then too: the API must say so, not fail.
      { requiredKeys: [] },
    );
    const typed = variables.map((values): GraphqlRequest => ({ query, variables: values, operationName: 'Fuzz' }));
    // The document itself mangled: a character dropped, doubled or replaced somewhere.
    const mangled = fc
      .tuple(fc.nat({ max: query.length - 1 }), fc.constantFrom('', '{', '}', '(', '"', '$', '\\', '\u0000', '#'), variables)
      .map(([at, insert, values]): GraphqlRequest => ({
        query: `${query.slice(0, at)}${insert}${query.slice(at + 1)}`,
        variables: values,
      }));
    // Literal arguments instead of variables: another path through the parser and the coercion.
    const literal = variables.map((values): GraphqlRequest => {
      const inline = Object.entries(values).map(([name, value]) => `${name}: ${JSON.stringify(value) ?? 'null'}`);
      return { query: `${kind} { ${field.name}${inline.length > 0 ? `(${inline.join(', ')})` : ''} ${selectionOf(field.type)} }` };
    });
    return {
      kind,
      name: field.name,
      requests: fc.oneof({ weight: 7, arbitrary: typed }, { weight: 2, arbitrary: literal }, { weight: 1, arbitrary: mangled }),
    };
  };

  const rootFields = (name: string | undefined) => {
    const type = name ? types.get(name) : undefined;
    return type?.kind === 'OBJECT' ? type.fields : [];
  };
  return [
    ...rootFields(schema.__schema.queryType?.name).map((field) => operationOf('query', field)),
    ...rootFields(schema.__schema.mutationType?.name).map((field) => operationOf('mutation', field)),
  ];
}
