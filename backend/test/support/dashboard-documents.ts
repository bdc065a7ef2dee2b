import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  getNamedType,
  isLeafType,
  isObjectType,
  Kind,
  parse,
  OperationTypeNode,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const DASHBOARD_SOURCE = path.join(REPO_ROOT, 'node_modules/@vendure/dashboard/src');
const EXTENSIONS_ROOT = path.join(REPO_ROOT, 'backend/src/plugins');

export interface DashboardDocument {
  /** Where the operation is written, relative to the repo. */
  source: string;
  operationName: string;
  /** The operation with every fragment it spreads, as the dashboard sends it. */
  document: DocumentNode;
  kind: 'query' | 'mutation';
}

function filesUnder(dir: string, accept: (file: string) => boolean): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(full, accept));
    else if (accept(full)) files.push(full);
  }
  return files;
}

/** The documents written as `graphql(\`…\`)` (gql.tada: fragments are passed by reference, never interpolated). */
function graphqlLiterals(text: string): string[] {
  return [...text.matchAll(/graphql\(\s*`([^`]*)`/g)].map((match) => match[1] ?? '');
}

function spreadNames(node: DefinitionNode): Set<string> {
  const names = new Set<string>();
  visit(node, { FragmentSpread: (spread) => void names.add(spread.name.value) });
  return names;
}

/**
 * Every query and mutation the Vendure dashboard (its sources ship in @vendure/dashboard/src) and
 * our dashboard extensions (`backend/src/plugins/*\/dashboard/`) can send, each completed with the
 * fragments it spreads (looked up by name, the file's own first).
 */
export function dashboardDocuments(): DashboardDocument[] {
  const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec|stories)\.tsx?$/.test(file);
  const files = [
    ...filesUnder(DASHBOARD_SOURCE, isSource),
    ...readdirSync(EXTENSIONS_ROOT).flatMap((plugin) => {
      const dir = path.join(EXTENSIONS_ROOT, plugin, 'dashboard');
      try {
        return filesUnder(dir, isSource);
      } catch {
        return [];
      }
    }),
  ];
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: Array<{ file: string; operation: OperationDefinitionNode; local: Map<string, FragmentDefinitionNode> }> = [];
  for (const file of files) {
    const local = new Map<string, FragmentDefinitionNode>();
    for (const literal of graphqlLiterals(readFileSync(file, 'utf8'))) {
      let parsed: DocumentNode;
      try {
        parsed = parse(literal);
      } catch {
        continue;
      }
      for (const definition of parsed.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          local.set(definition.name.value, definition);
          if (!fragments.has(definition.name.value)) fragments.set(definition.name.value, definition);
        } else if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== OperationTypeNode.SUBSCRIPTION) {
          operations.push({ file, operation: definition, local });
        }
      }
    }
  }
  const documents: DashboardDocument[] = [];
  const seen = new Set<string>();
  for (const { file, operation, local } of operations) {
    const needed = new Map<string, FragmentDefinitionNode>();
    const pending = [...spreadNames(operation)];
    let complete = true;
    while (pending.length > 0) {
      const name = pending.pop() ?? '';
      if (needed.has(name)) continue;
      const fragment = local.get(name) ?? fragments.get(name);
      if (!fragment) {
        complete = false;
        break;
      }
      needed.set(name, fragment);
      pending.push(...spreadNames(fragment));
    }
    if (!complete) continue;
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
    const key = print(document);
    if (seen.has(key)) continue;
    seen.add(key);
    documents.push({
      source: path.relative(REPO_ROOT, file),
      operationName: operation.name?.value ?? '(anonymous)',
      document,
      kind: operation.operation === OperationTypeNode.MUTATION ? 'mutation' : 'query',
    });
  }
  return documents;
}

/**
 * The dashboard selects `customFields` bare and fills in this shop's custom fields at run time
 * (its `addCustomFields`): the same here, every field of the custom fields type (`id` of a relation).
 */
export function withCustomFields(schema: GraphQLSchema, document: DocumentNode): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node: FieldNode): FieldNode | undefined {
        if (node.name.value !== 'customFields' || node.selectionSet) return undefined;
        const type = getNamedType(typeInfo.getType());
        if (!type || !isObjectType(type)) return undefined;
        const selections = Object.values(type.getFields()).map((field): FieldNode => ({
          kind: Kind.FIELD,
          name: { kind: Kind.NAME, value: field.name },
          ...(isLeafType(getNamedType(field.type))
            ? {}
            : { selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'id' } }] } }),
        }));
        return { ...node, selectionSet: { kind: Kind.SELECTION_SET, selections } };
      },
    }),
  );
}
