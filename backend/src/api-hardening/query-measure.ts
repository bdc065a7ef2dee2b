import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  OperationTypeNode,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one GraphQL operation would cost the server, measured on its document before anything runs.
 *
 * - `depth`: the deepest chain of nested fields, fragments flattened (introspection's own
 *   `__schema`/`__type` trees are left out: graphql-js bounds them with its MaxIntrospectionDepthRule).
 * - `aliases`: how many fields of the document carry an alias (`a1: search(…)`).
 * - `cost`: roughly how many database lookups the server makes, in tenths. A scalar costs nothing (it
 *   is read from an object already loaded); a field costs its lookup (`ENTITY_LOOKUP_COST` for an
 *   entity, a page or a root field; 1 for a value object) plus what is selected in it, and a list
 *   its lookup plus its expected length times (the row's own cost + what each row selects). The length is the `take`
 *   the caller asked for (`take`, `options.take` or `input.take`; absent: the API's list limit),
 *   else a known length for that field, else `DEFAULT_LIST_LENGTH`. The `items` of a page are as
 *   many as the take of the field that answered the page.
 * - `selections`: fields visited with fragments expanded; a document that would expand past
 *   `maxSelections` stops being measured (fragments spread into fragments grow exponentially), and
 *   so does one nested past `maxDepth`: its cost is then infinite.
 */
export interface QueryMeasure {
  depth: number;
  aliases: number;
  cost: number;
  selections: number;
  /** The longest search term an operation sends to a search field (0 when it sends none). */
  longestSearchTerm: number;
  /** Search fields sent a term: each is a search of its own, whatever the document's cost says. */
  searches: number;
}

export interface MeasureSettings {
  /** The length of a list whose caller gave no `take`: the API's list query limit. */
  listQueryLimit: number;
  /** Stop expanding past this many selections (the measure then reports `selections` > this). */
  maxSelections: number;
  /** Stop descending past this depth (the measure then reports `depth` = this + 1). */
  maxDepth: number;
}

/** A plain list with no `take` and no entry in `KNOWN_LIST_LENGTHS`: a product's variants, an order's lines… */
export const DEFAULT_LIST_LENGTH = 10;

/**
 * Reaching an entity (a type implementing Vendure's `Node`), a page of entities, or any root field:
 * a resolver that goes to the database. Measured on main: the 171-byte query resolved 3,125
 * products and 625 variant lists, one query each, in 6 s; an entity's own columns, the rows of a
 * list it loaded and value objects (prices, error results) come with it and cost 0 or 1.
 */
export const ENTITY_LOOKUP_COST = 10;

/**
 * Lists whose length is known better than the default: longer (every country, every destination
 * facet value, a regional plan's coverage) or shorter. For a paginated list they cap the `take`.
 * Keys are `Type.field`.
 */
const KNOWN_LIST_LENGTHS: Readonly<Record<string, number>> = {
  'Query.availableCountries': 250,
  'Query.checkoutCountries': 250,
  'Query.countries': 250,
  // The catalogue has 5 facets; one of them (destination) has 244 values.
  'Query.facets': 10,
  'Facet.values': 250,
  // Only the United States has states (2 of them are billing regions).
  'CheckoutCountry.states': 5,
  'Product.coverage': 60,
  'Zone.members': 250,
};

/**
 * Entities whose rows cost more than 1: see `rowCost`. A product variant row is priced, taxed and
 * translated, and each of its fields goes through Vendure's resolvers: issue 30 measured the
 * catalogue document of 8 collections × 8 variants × their product's variants (64 lookups, 384
 * variant rows) at 0.4–0.7 s of the event loop, most of it the rows; at 25 a row it costs 18,978
 * and is refused.
 */
export const KNOWN_ROW_COSTS: Readonly<Record<string, number>> = { ProductVariant: 25 };

/**
 * Fields whose lookup costs other than `lookupCost` says. Issue 30 measured a product's facet
 * values at 6–9 ms and its collections at 3–4 ms (Vendure loads each with every translation and
 * filters them by channel), against 0.3 ms for a product row; a facet value's facet comes loaded
 * with it. Keys are `Type.field`.
 */
export const KNOWN_LOOKUP_COSTS: Readonly<Record<string, number>> = {
  'Product.facetValues': 100,
  'Product.collections': 50,
  'FacetValue.facet': 1,
};

/** Fields whose `term` (or `input.term`) is a search term, capped by `MAX_SEARCH_TERM_LENGTH`. */
const SEARCH_FIELDS: ReadonlyArray<{ field: string; term: (args: Record<string, unknown>) => unknown }> = [
  { field: 'Query.search', term: (args) => (args.input as { term?: unknown } | undefined)?.term },
  { field: 'Query.destinationSuggestions', term: (args) => args.term },
  { field: 'Query.closestDestinations', term: (args) => args.term },
];

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

class SelectionBudgetSpent extends Error {}
class DepthBudgetSpent extends Error {}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  settings: MeasureSettings;
  selections: number;
  longestSearchTerm: number;
  searches: number;
}

function argumentValues(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const argument of node.arguments ?? []) {
    const definition = field.args.find((candidate) => candidate.name === argument.name.value);
    if (!definition) continue;
    // A value that does not coerce (a missing variable, a wrong type) is left out: the list then
    // counts at its worst length, and execution refuses the value itself.
    const value = valueFromAST(argument.value, definition.type, variables);
    if (value !== undefined) values[argument.name.value] = value;
  }
  return values;
}

function positiveTake(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The `take` a caller asked of a field, wherever Vendure's inputs put it. */
function takeOf(args: Record<string, unknown>): number | undefined {
  const nested = (key: string) => (args[key] && typeof args[key] === 'object' ? (args[key] as Record<string, unknown>).take : undefined);
  return positiveTake(args.take) ?? positiveTake(nested('options')) ?? positiveTake(nested('input'));
}

function isPaginatedList(type: GraphQLNamedType): boolean {
  return isObjectType(type) && type.getInterfaces().some((contract) => contract.name === 'PaginatedList');
}

/**
 * What one row of a list of this type costs on its own: an entity is hydrated (1), a product variant
 * also gets its price and tax computed (measured on main: a row of `collection.productVariants`
 * costs about half a lookup). Value objects cost nothing.
 */
function rowCost(type: GraphQLNamedType): number {
  if (!isObjectType(type) || !type.getInterfaces().some((contract) => contract.name === 'Node')) return 0;
  return KNOWN_ROW_COSTS[type.name] ?? 1;
}

/** What resolving one field of this type costs before its own selection: a database lookup for an entity or a page of them. */
function lookupCost(type: GraphQLNamedType): number {
  if (isPaginatedList(type)) return ENTITY_LOOKUP_COST;
  if (isObjectType(type) && type.getInterfaces().some((contract) => contract.name === 'Node')) return ENTITY_LOOKUP_COST;
  return isCompositeType(type) ? 1 : 0;
}

function recordSearchTerm(walk: Walk, parent: GraphQLCompositeType, fieldName: string, args: Record<string, unknown>): void {
  const path = `${parent.name}.${fieldName}`;
  for (const search of SEARCH_FIELDS) {
    if (search.field !== path) continue;
    const term = search.term(args);
    if (typeof term !== 'string') continue;
    walk.longestSearchTerm = Math.max(walk.longestSearchTerm, term.length);
    if (term.length > 0) walk.searches += 1;
  }
}

interface SelectionMeasure {
  depth: number;
  cost: number;
}

/**
 * Measures a selection set on `parent`. `pageLength`, when set, is the take of the paginated field
 * that answers `parent`: its `items` list is that long.
 */
function measureSelections(
  walk: Walk,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  pageLength: number | undefined,
  level: number,
): SelectionMeasure {
  if (level > walk.settings.maxDepth) throw new DepthBudgetSpent();
  let depth = 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    walk.selections += 1;
    if (walk.selections > walk.settings.maxSelections) throw new SelectionBudgetSpent();
    if (selection.kind === Kind.FRAGMENT_SPREAD || selection.kind === Kind.INLINE_FRAGMENT) {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const typeName = fragment.typeCondition?.name.value;
      const type = typeName ? walk.schema.getType(typeName) : parent;
      if (!type || !isCompositeType(type)) continue;
      // Fragments on the members of a union are summed, not maxed: an over-estimate, never an under-estimate.
      const inner = measureSelections(walk, type, fragment.selectionSet, pageLength, level);
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
      continue;
    }
    const name = selection.name.value;
    if (name === '__typename' || INTROSPECTION_FIELDS.has(name)) continue;
    // Abstract types (interfaces) have fields too; a union has only __typename, handled above.
    if (!('getFields' in parent)) continue;
    const field = parent.getFields()[name];
    if (!field) continue;
    const args = argumentValues(field, selection, walk.variables);
    recordSearchTerm(walk, parent, name, args);
    const fieldType = getNamedType(field.type);
    const take = takeOf(args);
    let inner: SelectionMeasure = { depth: 0, cost: 0 };
    if (selection.selectionSet && isCompositeType(fieldType)) {
      const known = KNOWN_LIST_LENGTHS[`${parent.name}.${name}`] ?? Number.POSITIVE_INFINITY;
      const childPage =
        isPaginatedList(fieldType) || take !== undefined
          ? Math.min(take ?? walk.settings.listQueryLimit, walk.settings.listQueryLimit, known)
          : undefined;
      inner = measureSelections(walk, fieldType, selection.selectionSet, childPage, level + 1);
    }
    depth = Math.max(depth, 1 + inner.depth);
    const isRoot = level === 1;
    if (!isCompositeType(fieldType) && !isRoot) continue;
    // The rows of a page come with the query that answered the page: only what each row resolves counts.
    const lookup =
      name === 'items' && pageLength !== undefined
        ? 0
        : isRoot
          ? ENTITY_LOOKUP_COST
          : (KNOWN_LOOKUP_COSTS[`${parent.name}.${name}`] ?? lookupCost(fieldType));
    if (isListType(getNullableType(field.type))) {
      const length =
        name === 'items' && pageLength !== undefined
          ? pageLength
          : take !== undefined
            ? Math.min(take, walk.settings.listQueryLimit)
            : (KNOWN_LIST_LENGTHS[`${parent.name}.${name}`] ?? DEFAULT_LIST_LENGTH);
      cost += lookup + length * (rowCost(fieldType) + inner.cost);
    } else {
      cost += lookup + inner.cost;
    }
  }
  return { depth, cost };
}

function countAliases(document: DocumentNode): number {
  let aliases = 0;
  const visit = (selectionSet: SelectionSetNode | undefined): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.alias) aliases += 1;
      if (selection.kind !== Kind.FRAGMENT_SPREAD) visit(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) visit(definition.selectionSet);
  }
  return aliases;
}

/** The operation `operationName` names, or the document's only one. */
export function selectOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/**
 * Measures `operation` of a validated `document` against `schema` with the request's variables.
 * `selections` above `settings.maxSelections` means the measure stopped there.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  settings: MeasureSettings,
): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root =
    operation.operation === OperationTypeNode.QUERY
      ? schema.getQueryType()
      : operation.operation === OperationTypeNode.MUTATION
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const walk: Walk = { schema, fragments, variables: variables ?? {}, settings, selections: 0, longestSearchTerm: 0, searches: 0 };
  const aliases = countAliases(document);
  if (!root) return { depth: 0, aliases, cost: 0, selections: 0, longestSearchTerm: 0, searches: 0 };
  try {
    const { depth, cost } = measureSelections(walk, root, operation.selectionSet, undefined, 1);
    return { depth, aliases, cost, selections: walk.selections, longestSearchTerm: walk.longestSearchTerm, searches: walk.searches };
  } catch (error) {
    // Past either budget the rest is not measured: the operation is refused on what was seen.
    if (error instanceof DepthBudgetSpent) {
      return {
        depth: settings.maxDepth + 1,
        aliases,
        cost: Number.POSITIVE_INFINITY,
        selections: walk.selections,
        longestSearchTerm: walk.longestSearchTerm,
        searches: walk.searches,
      };
    }
    if (error instanceof SelectionBudgetSpent) {
      return {
        depth: 0,
        aliases,
        cost: Number.POSITIVE_INFINITY,
        selections: walk.selections,
        longestSearchTerm: walk.longestSearchTerm,
        searches: walk.searches,
      };
    }
    throw error;
  }
}
