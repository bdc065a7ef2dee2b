import { expect } from 'vitest';
import {
  createMachine,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getStateNodes, type TestPath } from 'xstate/graph';
import type { FakeShop } from './account-test-support';

/*
 * The model-based test plumbing of the account machines, as
 * `machines/checkout/checkout.model.test.ts` does it: `createTestModel`
 * refuses machines with `invoke` (it walks pure transitions and cannot wait
 * for a promise), so the model is the machine's own config with each request
 * made into explicit events of the names the real actor receives:
 *   invoke { id, onDone, onError } → on { 'xstate.done.actor.<id>', 'xstate.error.actor.<id>' }
 * with the same guards and actions (`machine.implementations`). So the model
 * cannot drift from the machine, and each replayed step turns the explicit
 * event back into what causes it: settling the pending fake request.
 */

type Transitions = Record<string, unknown>;
interface Invocation {
  id?: string;
  onDone?: unknown;
  onError?: unknown;
}
interface StateConfig {
  invoke?: Invocation | Invocation[];
  on?: Transitions;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
}

function explicitRequests(config: StateConfig, path: readonly string[]): StateConfig {
  const { invoke, on, states, ...rest } = config;
  const explicit: Transitions = {};
  for (const invocation of invoke === undefined ? [] : [invoke].flat()) {
    if (invocation.id === undefined) throw new Error(`invoke in ${path.join('.')} needs an id for the model`);
    if (invocation.onDone !== undefined) explicit[`xstate.done.actor.${invocation.id}`] = invocation.onDone;
    if (invocation.onError !== undefined) explicit[`xstate.error.actor.${invocation.id}`] = invocation.onError;
  }
  const merged: StateConfig = { ...rest };
  if (on !== undefined || Object.keys(explicit).length > 0) merged.on = { ...on, ...explicit };
  if (states !== undefined) {
    merged.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [key, explicitRequests(child, [...path, key])]),
    );
  }
  return merged;
}

export function modelMachineOf(machine: AnyStateMachine): AnyStateMachine {
  return createMachine(
    // `never`: the config is rebuilt from untyped parts; `createTestModel` and the replay check it instead.
    explicitRequests(machine.config as unknown as StateConfig, [machine.id]) as never,
    machine.implementations as never,
  );
}

export type ModelPath = TestPath<AnyMachineSnapshot, EventObject>;

/** A model's event: a machine event, or a request settling (`xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`). */
export interface ModelEvent extends EventObject {
  readonly [key: string]: unknown;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

/** The invoke id an explicit settling event stands for, or `null` for a machine event. */
export function settledInvokeId(event: EventObject): string | null {
  if (event.type.startsWith(DONE_PREFIX)) return event.type.slice(DONE_PREFIX.length);
  if (event.type.startsWith(ERROR_PREFIX)) return event.type.slice(ERROR_PREFIX.length);
  return null;
}

/** Invoke id → the actor it runs (what the fake shop names its requests). */
export function invokedSources(machine: AnyStateMachine): Record<string, string> {
  return Object.fromEntries(
    getStateNodes(machine.root).flatMap((node) => node.invoke.map((invocation) => [invocation.id, String(invocation.src)])),
  );
}

/** Every state node the real machine declares; a new state appears here automatically. */
export function allStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .map((node) => node.path.join('.'))
    .sort();
}

/** States left in the same step they are entered (only `always` transitions): no snapshot shows them. */
export function transientStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.always !== undefined && node.always.length > 0)
    .map((node) => node.path.join('.'));
}

/** Dotted paths of every active state node of a value, parents included. */
function activeStatePaths(value: StateValue, prefix: readonly string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = [...prefix, key];
    return [here.join('.'), ...(child === undefined ? [] : activeStatePaths(child, here))];
  });
}

export function coveredStatePaths(paths: readonly ModelPath[]): string[] {
  const covered = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) activeStatePaths(step.state.value).forEach((p) => covered.add(p));
  }
  return [...covered].sort();
}

export function describePath(path: ModelPath): string {
  const steps = path.steps.slice(1).map(({ event }) => {
    const id = settledInvokeId(event);
    if (id !== null) {
      const error = (event as { error?: unknown }).error as { detail?: { code?: string; kind?: string } } | undefined;
      return event.type.startsWith(DONE_PREFIX) ? `${id}✓` : `${id}✗${error?.detail?.code ?? error?.detail?.kind ?? ''}`;
    }
    const { type, ...payload } = event;
    return Object.keys(payload).length === 0 ? type : `${type}${JSON.stringify(Object.values(payload))}`;
  });
  return `${JSON.stringify(path.state.value)} ← ${steps.join(' → ') || 'start'}`;
}

export interface ReplayOptions<Snapshot extends AnyMachineSnapshot> {
  readonly machine: AnyStateMachine;
  /** A started actor of the real machine with the shop's fakes, and that shop. */
  readonly start: () => { actor: AnyActorRef; shop: FakeShop };
  /** What must match between the model's prediction and the live actor. */
  readonly observable: (snapshot: Snapshot) => unknown;
  /** Checks a settled request's input against the snapshot it was made from (the request is about what was sent). */
  readonly checkInput?: (input: unknown, before: Snapshot, where: string) => void;
}

/**
 * Replays a path on the real machine with a fake shop, checking after every
 * step so a divergence is reported where it starts: the same observation,
 * never two requests at once, and each settling event answers the request of
 * the actor its invoke runs.
 */
export async function replay<Snapshot extends AnyMachineSnapshot>(
  path: ModelPath,
  options: ReplayOptions<Snapshot>,
): Promise<void> {
  const sources = invokedSources(options.machine);
  const { actor, shop } = options.start();
  const [initial, ...steps] = path.steps;
  expect(initial).toBeDefined();
  if (initial) expect(options.observable(actor.getSnapshot() as Snapshot)).toEqual(options.observable(initial.state as Snapshot));
  for (const [index, step] of steps.entries()) {
    const where = `after step ${index + 1}: ${step.event.type}`;
    const id = settledInvokeId(step.event);
    if (id !== null) {
      const open = shop.open();
      expect(open, `${where}: exactly one request must be running`).toHaveLength(1);
      expect(open[0]?.name, `${where}: the request of ${id}`).toBe(sources[id]);
      options.checkInput?.(open[0]?.input, path.steps[index]!.state as Snapshot, where);
      if (step.event.type.startsWith(DONE_PREFIX)) open[0]?.resolve((step.event as { output?: unknown }).output);
      else open[0]?.reject((step.event as { error?: unknown }).error);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } else {
      actor.send(step.event);
    }
    expect(options.observable(actor.getSnapshot() as Snapshot), where).toEqual(options.observable(step.state as Snapshot));
    expect(shop.open().length, `${where}: one request at a time`).toBeLessThanOrEqual(1);
  }
  actor.stop();
}
