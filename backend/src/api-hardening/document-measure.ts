import {
  GraphQLError,
  Kind,
  parse,
  TokenKind,
  type DocumentNode,
  type Token,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What a GraphQL document costs the server to parse and validate, measured while it is parsed and
 * before graphql-js validates it: validation is where an unbounded document hurts. Its
 * OverlappingFieldsCanBeMerged rule compares every two fields that answer the same response path,
 * so a document repeating one field n times costs n²/2 comparisons: 500 repeated `activeChannel`
 * (11.5 KB) held the event loop 0.1–0.35 s before graphql-js's own budget stopped it (issue 30).
 *
 * - `tokens`: graphql-js's lexer tokens (`parse`'s `maxTokens` stops at the limit; the text itself
 *   is bounded by the body limit).
 * - `selections`: fields and fragment spreads visited with fragments expanded, in every operation
 *   and fragment definition of the document (validation visits them all, whatever operationName says).
 * - `repeatedFields`: the pairs of fields answering the same response path, fragments expanded: an
 *   upper bound of the comparisons OverlappingFieldsCanBeMerged makes (it caches fragment pairs).
 */
interface DocumentMeasure {
  tokens: number;
  selections: number;
  repeatedFields: number;
}

interface DocumentLimits {
  maxTokens: number;
  /** Fields visited with fragments expanded (the same budget as the cost measure's). */
  maxSelections: number;
  maxRepeatedFields: number;
}

type DocumentRefusalCode = 'QUERY_TOO_LONG' | 'TOO_MANY_REPEATED_FIELDS' | 'QUERY_TOO_COMPLEX';

interface DocumentRefusal {
  code: DocumentRefusalCode;
  limit: number;
  /** Null when the measure stopped at the limit (the rest of the document was not read). */
  actual: number | null;
}

export type DocumentCheck =
  | { kind: 'fits'; document: DocumentNode; measure: DocumentMeasure }
  | { kind: 'refused'; refusal: DocumentRefusal }
  /** Not GraphQL: left to Apollo, which answers its own 400 syntax error. */
  | { kind: 'syntax-error' };

/** One response path: how many fields answer it so far, and the paths under it. */
interface PathNode {
  fields: number;
  children: Map<string, PathNode>;
}

class BudgetSpent extends Error {
  constructor(readonly refusal: DocumentRefusal) {
    super(refusal.code);
  }
}

// graphql-js 16 writes "more that".
const TOKEN_LIMIT_MESSAGE = /Document contains more tha[nt] \d+ tokens/;

function newPathNode(): PathNode {
  return { fields: 0, children: new Map() };
}

interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  limits: DocumentLimits;
  selections: number;
  repeatedFields: number;
}

function walkSelections(walk: Walk, selectionSet: SelectionSetNode, at: PathNode): void {
  for (const selection of selectionSet.selections) {
    walk.selections += 1;
    if (walk.selections > walk.limits.maxSelections) {
      throw new BudgetSpent({ code: 'QUERY_TOO_COMPLEX', limit: walk.limits.maxSelections, actual: null });
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      walkSelections(walk, selection.selectionSet, at);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      // An unknown fragment is validation's to refuse; a cycle stops at the selection budget.
      const fragment = walk.fragments.get(selection.name.value);
      if (fragment) walkSelections(walk, fragment.selectionSet, at);
      continue;
    }
    const responseName = selection.alias?.value ?? selection.name.value;
    let path = at.children.get(responseName);
    if (!path) {
      path = newPathNode();
      at.children.set(responseName, path);
    }
    // The new field is compared with each field already answering this path.
    walk.repeatedFields += path.fields;
    path.fields += 1;
    if (walk.repeatedFields > walk.limits.maxRepeatedFields) {
      throw new BudgetSpent({ code: 'TOO_MANY_REPEATED_FIELDS', limit: walk.limits.maxRepeatedFields, actual: null });
    }
    if (selection.selectionSet) walkSelections(walk, selection.selectionSet, path);
  }
}

function countTokens(document: DocumentNode): number {
  // parse() links every token from the document's start.
  let tokens = 0;
  for (let token: Token | null | undefined = document.loc?.startToken; token; token = token.next) {
    // As graphql-js's maxTokens counts: comments and the <SOF>/<EOF> marks are not tokens.
    if (token.kind !== TokenKind.COMMENT && token.kind !== TokenKind.SOF && token.kind !== TokenKind.EOF) tokens += 1;
  }
  return tokens;
}

/**
 * Parses `source` with `limits.maxTokens` and measures it: the document when it fits, the first
 * limit it breaks, or a syntax error (Apollo's to answer). Linear in the document's size: the
 * expansion of fragments stops at `maxSelections`, the count of repeated fields at its limit.
 */
export function checkDocument(source: string, limits: DocumentLimits): DocumentCheck {
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: limits.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError && TOKEN_LIMIT_MESSAGE.test(error.message)) {
      return { kind: 'refused', refusal: { code: 'QUERY_TOO_LONG', limit: limits.maxTokens, actual: null } };
    }
    return { kind: 'syntax-error' };
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk: Walk = { fragments, limits, selections: 0, repeatedFields: 0 };
  try {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) {
        walkSelections(walk, definition.selectionSet, newPathNode());
      }
    }
  } catch (error) {
    if (error instanceof BudgetSpent) return { kind: 'refused', refusal: error.refusal };
    throw error;
  }
  return {
    kind: 'fits',
    document,
    measure: { tokens: countTokens(document), selections: walk.selections, repeatedFields: walk.repeatedFields },
  };
}
