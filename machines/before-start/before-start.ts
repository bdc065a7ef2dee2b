/**
 * A machine as the page shows it before the machine runs: on the server, which renders every page
 * as for a visitor and never starts one, and in the browser until the machine's code has loaded
 * after hydration (docs/architecture.md "What a first load holds"). Plain data without XState:
 * each flow's `<flow>BeforeStart(input)` gives its first state, context and tags, and
 * `before-start.test.ts` checks them, and every selector of the flow, against the machine itself.
 */
export interface BeforeStart<Context, Tag extends string> {
  /** The machine's first state; an atomic one (a nested first state would need XState's matching). */
  readonly value: string;
  readonly context: Context;
  readonly tags: readonly Tag[];
}

/** What the flows' selectors read of a snapshot, answered from a `BeforeStart`. */
export interface StandInSnapshot<Context, Tag extends string> {
  readonly value: string;
  readonly context: Context;
  readonly status: 'active';
  readonly children: Record<string, never>;
  /** XState's `matches` for an atomic state: the same name, and no deeper state. */
  matches(stateValue: unknown): boolean;
  hasTag(tag: Tag): boolean;
}

export function standInSnapshot<Context, Tag extends string>(beforeStart: BeforeStart<Context, Tag>): StandInSnapshot<Context, Tag> {
  return {
    value: beforeStart.value,
    context: beforeStart.context,
    status: 'active',
    children: {},
    matches: (stateValue) => stateValue === beforeStart.value,
    hasTag: (tag) => beforeStart.tags.includes(tag),
  };
}
