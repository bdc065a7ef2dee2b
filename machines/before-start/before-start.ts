/**
 * A machine as the page shows it before the machine runs: on the server, which renders every page
 * as for a visitor and never starts one, and in the browser until the machine's code has loaded
 * after hydration (docs/architecture.md "What a first load holds"). Plain data without XState:
 * each flow's `<flow>BeforeStart(input)` gives its first state, context and tags, and
 * `before-start.test.ts` checks them, and every selector of the flow, against the machine itself.
 */
export interface BeforeStart<Context, Tag extends string> {
  /** The machine's first state, as XState writes it: a name, or `{ parent: child }` for a nested one. */
  readonly value: StateValue;
  readonly context: Context;
  readonly tags: readonly Tag[];
}

/** A state as XState writes it (its `StateValue`, without importing XState). */
export type StateValue = string | { readonly [parent: string]: StateValue };

/** What the flows' selectors read of a snapshot, answered from a `BeforeStart`. */
export interface StandInSnapshot<Context, Tag extends string> {
  readonly value: StateValue;
  readonly context: Context;
  readonly status: 'active';
  readonly children: Record<string, never>;
  /** XState's `matches`: the state asked for is the current one or one of its parents. */
  matches(stateValue: unknown): boolean;
  hasTag(tag: Tag): boolean;
}

export function standInSnapshot<Context, Tag extends string>(beforeStart: BeforeStart<Context, Tag>): StandInSnapshot<Context, Tag> {
  return {
    value: beforeStart.value,
    context: beforeStart.context,
    status: 'active',
    children: {},
    matches: (stateValue) => isWithin(beforeStart.value, stateValue),
    hasTag: (tag) => beforeStart.tags.includes(tag),
  };
}

/** Whether `current` is `asked` or inside it, as XState's `matchesState` answers. */
function isWithin(current: StateValue, asked: unknown): boolean {
  if (typeof asked === 'string') {
    const [parent, ...rest] = asked.split('.');
    if (rest.length > 0) return isWithin(current, { [parent ?? '']: rest.join('.') });
    return typeof current === 'string' ? current === asked : Object.hasOwn(current, asked);
  }
  if (typeof asked !== 'object' || asked === null || typeof current === 'string') return false;
  return Object.entries(asked).every(([parent, child]) => {
    const inner = (current as Record<string, StateValue | undefined>)[parent];
    return inner !== undefined && isWithin(inner, child);
  });
}
