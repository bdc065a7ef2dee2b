/**
 * Compares a JSON value with a recorded example from a supplier's documentation (the
 * `documented-examples/` folders of backend/sandbox/): the same keys, each of the same JSON type,
 * all the way down. Both a simulator's answers and an adapter's requests are checked against the
 * same examples, so the two cannot drift together away from what the supplier documents.
 */

type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'boolean' || type === 'number' || type === 'string') return type;
  if (type === 'object') return 'object';
  throw new Error(`Not a JSON value: ${type}`);
}

export interface ShapeOptions {
  /** Paths (`$.data.packages[]`) whose documented keys may be missing from the actual value. */
  optional?: readonly string[];
  /** Paths where the actual value may carry keys the example does not show. */
  open?: readonly string[];
}

/** Paths documented as `null` take any type: an example shows one value, not every one. */
function differences(actual: unknown, documented: unknown, path: string, options: ShapeOptions, found: string[]): void {
  const want = jsonType(documented);
  const have = jsonType(actual);
  if (want === 'null' || have === 'null') return;
  if (want !== have) {
    found.push(`${path}: ${have} where the documentation shows ${want}`);
    return;
  }
  if (want === 'array') {
    const examples = documented as unknown[];
    if (examples.length === 0) return;
    // every element is checked against the union of the documented elements' shapes; a key only
    // some of them show may be missing
    const merged = examples.reduce<unknown>((union, element) => mergeExamples(union, element), examples[0]);
    const sometimes = keysNotInEvery(examples).map((key) => `${path}[].${key}`);
    const elementOptions = { ...options, optional: [...(options.optional ?? []), ...sometimes] };
    (actual as unknown[]).forEach((element) => differences(element, merged, `${path}[]`, elementOptions, found));
    return;
  }
  if (want !== 'object') return;
  const wantedObject = documented as Record<string, unknown>;
  const actualObject = actual as Record<string, unknown>;
  for (const key of Object.keys(wantedObject)) {
    const child = `${path}.${key}`;
    if (!(key in actualObject)) {
      if (!options.optional?.includes(child)) found.push(`${child}: missing`);
      continue;
    }
    differences(actualObject[key], wantedObject[key], child, options, found);
  }
  if (options.open?.includes(path)) return;
  for (const key of Object.keys(actualObject)) {
    if (!(key in wantedObject)) found.push(`${path}.${key}: not in the documentation`);
  }
}

function keysNotInEvery(examples: unknown[]): string[] {
  const objects = examples.filter((example): example is Record<string, unknown> => jsonType(example) === 'object');
  const all = new Set(objects.flatMap((example) => Object.keys(example)));
  return [...all].filter((key) => !objects.every((example) => key in example));
}

/** Two documented examples of one thing, as one: every key either shows, the first non-null value. */
function mergeExamples(first: unknown, second: unknown): unknown {
  if (jsonType(first) !== 'object' || jsonType(second) !== 'object') return first === null ? second : first;
  const merged: Record<string, unknown> = { ...(second as Record<string, unknown>) };
  for (const [key, value] of Object.entries(first as Record<string, unknown>)) {
    merged[key] = key in merged ? mergeExamples(value, merged[key]) : value;
  }
  return merged;
}

/** Every difference of shape between `actual` and the documented example; empty when they agree. */
export function shapeDifferences(actual: unknown, documented: unknown, options: ShapeOptions = {}): string[] {
  const found: string[] = [];
  differences(actual, documented, '$', options, found);
  return found;
}
