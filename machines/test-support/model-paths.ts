import { expect } from 'vitest';
import {
  createMachine,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type SimulatedClock,
  type StateValue,
} from 'xstate';
import { createTestModel, getStateNodes, serializeSnapshot, type TestPath } from 'xstate/graph';

/*
 * The model-based test plumbing every machine's `*.model.test.ts` shares.
 *
 * `createTestModel` refuses machines with `after` or `invoke` (it walks pure
 * transitions and cannot wait for time or a promise), so the model is the
 * machine's own config with its time and each request made into explicit
 * events of the names the real actor receives:
 *   after { <delay> }               → on { 'xstate.after.<delay>.<state id>' }
 *   invoke { id, onDone, onError }  → on { 'xstate.done.actor.<id>', 'xstate.error.actor.<id>' }
 * with the same guards and actions (`machine.implementations`). So the model
 * cannot drift from the machine, and each replayed step turns the explicit
 * event back into what causes it: advancing fake time, or settling the
 * pending fake request.
 */

type Transitions = Record<string, unknown>;
interface Invocation {
  id?: string;
  onDone?: unknown;
  onError?: unknown;
}
interface StateConfig {
  id?: string;
  after?: Transitions;
  invoke?: Invocation | Invocation[];
  on?: Transitions;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
}

function explicitTimeAndRequests(config: StateConfig, path: readonly string[]): StateConfig {
  const { after, invoke, on, states, ...rest } = config;
  // XState names a delayed event after the state's id: its own `id`, else its dotted path.
  const stateId = config.id ?? path.join('.');
  const explicit: Transitions = {};
  for (const [delay, transition] of Object.entries(after ?? {})) explicit[`xstate.after.${delay}.${stateId}`] = transition;
  for (const invocation of invoke === undefined ? [] : [invoke].flat()) {
    if (invocation.id === undefined) throw new Error(`invoke in ${stateId} needs an id for the model`);
    if (invocation.onDone !== undefined) explicit[`${DONE_PREFIX}${invocation.id}`] = invocation.onDone;
    if (invocation.onError !== undefined) explicit[`${ERROR_PREFIX}${invocation.id}`] = invocation.onError;
  }
  const merged: StateConfig = { ...rest };
  if (on !== undefined || Object.keys(explicit).length > 0) merged.on = { ...on, ...explicit };
  if (states !== undefined) {
    merged.states = Object.fromEntries(Object.entries(states).map(([key, child]) => [key, explicitTimeAndRequests(child, [...path, key])]));
  }
  return merged;
}

/** The model of a machine: its config with explicit time and request events, its own guards and actions. */
export function modelMachineOf(machine: AnyStateMachine): AnyStateMachine {
  const config = machine.config as unknown as StateConfig;
  return createMachine(
    // `never`: the config is rebuilt from untyped parts; `createTestModel` and the replay check it instead.
    explicitTimeAndRequests(config, [config.id ?? machine.id]) as never,
    machine.implementations as never,
  );
}

export type ModelPath = TestPath<AnyMachineSnapshot, EventObject>;

/**
 * The test models of a machine's model over one alphabet, each made from an input and the events
 * it `keep`s (and the suite's own `admits`, where some events are no path a shopper can take).
 * `createTestModel` adds a bare `{ type }` for every event a state accepts that `events` lacks, so
 * an alphabet is a filter over the full list, never a shorter list. `exact`: one vertex per
 * snapshot, value + context exactly, as simple paths need (a coarser key would let a path claim a
 * snapshot its own events do not reach). `limit` makes an unbounded context throw instead of
 * exhausting memory.
 */
export function filteredModels<Input, Event extends EventObject>(
  model: AnyStateMachine,
  events: readonly Event[],
  options: { readonly limit: number; readonly admits?: (snapshot: AnyMachineSnapshot, event: Event) => boolean },
) {
  return (input: Input, keep: (event: Event) => boolean, exact = false) =>
    createTestModel(model, {
      events: events as Event[],
      filterEvents: (snapshot, event) => keep(event as Event) && (options.admits?.(snapshot, event as Event) ?? true),
      input,
      limit: options.limit,
      ...(exact ? { serializeState: (snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot) } : {}),
    });
}

/** Tests on a model's events, typed by the machine's invoke ids and event types so a misspelt one fails to compile. */
export function eventTests<InvokeId extends string, EventType extends string>() {
  return {
    /** A request of `ids` settling, either way. */
    settles: (event: EventObject, ...ids: InvokeId[]) => ids.some((id) => event.type.endsWith(`.actor.${id}`)),
    /** The request `id` answering. */
    answers: (event: EventObject, id: InvokeId) => event.type === `xstate.done.actor.${id}`,
    isOneOf: (event: EventObject, ...types: EventType[]) => (types as string[]).includes(event.type),
  };
}

/** A model's event: a machine event, or a request settling (`xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`). */
export interface ModelEvent extends EventObject {
  readonly [key: string]: unknown;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

/** The request an explicit settling event stands for and how it settles, or `null` for a machine event. */
export function settledInvoke(event: EventObject): { id: string; kind: 'done' | 'error' } | null {
  if (event.type.startsWith(DONE_PREFIX)) return { id: event.type.slice(DONE_PREFIX.length), kind: 'done' };
  if (event.type.startsWith(ERROR_PREFIX)) return { id: event.type.slice(ERROR_PREFIX.length), kind: 'error' };
  return null;
}

/** Invoke id → the actor it runs (what the fakes name their requests). */
export function invokedSources(machine: AnyStateMachine): Record<string, string> {
  return Object.fromEntries(
    getStateNodes(machine.root).flatMap((node) => node.invoke.map((invocation) => [invocation.id, String(invocation.src)])),
  );
}

/** Every invoke id the machine declares, sorted: each needs its settling events in the model's alphabet. */
export function invokeIdsOf(machine: AnyStateMachine): string[] {
  return Object.keys(invokedSources(machine)).sort();
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

/** The state paths the paths' snapshots show, sorted. */
export function coveredStatePaths(paths: readonly ModelPath[]): string[] {
  const covered = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) activeStatePaths(step.state.value).forEach((p) => covered.add(p));
    activeStatePaths(path.state.value).forEach((p) => covered.add(p));
  }
  return [...covered].sort();
}

/** How a path's name shows a settled request: its id then ✓ or ✗ and what follows here (e.g. the answer's status). */
export type SettledLabel = (settled: { id: string; kind: 'done' | 'error' }, event: ModelEvent) => string;

/** By default an answer shows nothing more, a refusal its api code or kind. */
const codeOfRefusal: SettledLabel = ({ kind }, event) => {
  if (kind === 'done') return '';
  const error = event['error'] as { detail?: { code?: string; kind?: string } } | undefined;
  return error?.detail?.code ?? error?.detail?.kind ?? '';
};

/** A readable, unique test name: the state reached and the steps, requests shown as ✓/✗. */
export function describePath(path: ModelPath, label: SettledLabel = codeOfRefusal): string {
  const steps = path.steps.slice(1).map(({ event }) => {
    const settled = settledInvoke(event);
    if (settled !== null) return `${settled.id}${settled.kind === 'done' ? '✓' : '✗'}${label(settled, event as ModelEvent)}`;
    const { type, ...payload } = event;
    return Object.keys(payload).length === 0 ? type : `${type}${JSON.stringify(Object.values(payload))}`;
  });
  return `${JSON.stringify(path.state.value)} ← ${steps.join(' → ') || 'start'}`;
}

/**
 * What a replay compares: the snapshot's state, status, context and tags, and
 * what every selector of the machine's `*.selectors.ts` answers (the whole
 * module, so a new selector is compared without touching the test).
 */
export function observeSelectors<Snapshot extends AnyMachineSnapshot>(selectors: Readonly<Record<string, unknown>>) {
  const selects = Object.entries(selectors).filter(
    (entry): entry is [string, (snapshot: Snapshot) => unknown] => entry[0].startsWith('select') && typeof entry[1] === 'function',
  );
  return (snapshot: Snapshot) => ({
    value: snapshot.value,
    status: snapshot.status,
    context: snapshot.context,
    tags: [...snapshot.tags].sort(),
    ...Object.fromEntries(selects.map(([name, select]) => [name, select(snapshot)])),
  });
}

/**
 * The live actor as a replay drives it: every event goes through `send`,
 * which turns a model's explicit event back into what causes it (time
 * passing, the browser's own event); everything else is the actor's own.
 */
export function sendingThrough(actor: AnyActorRef, send: (event: EventObject) => void): AnyActorRef {
  return new Proxy(actor, {
    get: (target, key) => {
      if (key === 'send') return send;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** How a machine's delays pass in a replay: see `withSimulatedDelays`. */
export interface SimulatedDelays {
  /** How long the delay an explicit event stands for lasts; `undefined` for any other event. */
  readonly msOf: (event: EventObject) => number | undefined;
  /** What must not change a millisecond before the delay runs out (the observation, the host's effects). */
  readonly unchanged: () => unknown;
  /** Where the other events go: the actor by default. */
  readonly send?: (event: EventObject) => void;
}

/**
 * The shared replay sends a delay's explicit event (`xstate.after.<delay>.<state id>`) like
 * any other event; for the live actor it is `clock` moving on by the delay instead, checked
 * to change nothing a millisecond early. A delay must belong to the state the previous step
 * entered, and only delays move the clock, so each runs in full.
 */
export function withSimulatedDelays(actor: AnyActorRef, clock: SimulatedClock, delays: SimulatedDelays): AnyActorRef {
  return sendingThrough(actor, (event) => {
    const ms = delays.msOf(event);
    if (ms === undefined) {
      (delays.send ?? ((other: EventObject) => actor.send(other)))(event);
      return;
    }
    const before = delays.unchanged();
    clock.increment(ms - 1);
    expect(delays.unchanged(), `${event.type}: 1 ms early`).toEqual(before);
    clock.increment(1);
  });
}

/** One request a fake made, waiting for the test to answer. Methods, so a fake's narrower answer type still fits. */
interface PendingRequest {
  readonly name: string;
  readonly input: unknown;
  resolve(output?: unknown): void;
  reject(error: unknown): void;
}

/** What a replayed step was, for the caller's own checks after the common ones. */
export interface ReplayedStep<Snapshot extends AnyMachineSnapshot> {
  /** The live actor, after the step. */
  readonly actor: AnyActorRef;
  readonly event: ModelEvent;
  readonly settled: { id: string; kind: 'done' | 'error' } | null;
  /** The model's snapshot before the step (what a request was made from). */
  readonly before: Snapshot;
  readonly where: string;
}

export interface ReplayOptions<Snapshot extends AnyMachineSnapshot> {
  /** The real machine: its invokes say which fake request each settling event answers. */
  readonly machine: AnyStateMachine;
  /** A started actor of the real machine with its fakes, and those fakes' waiting requests. */
  readonly start: () => { actor: AnyActorRef; shop: { open(): readonly PendingRequest[] } };
  /** What must match between the model's prediction and the live actor. */
  readonly observable: (snapshot: Snapshot) => unknown;
  /** Checks a settled request's input against the snapshot it was made from (the request is about what was sent). */
  readonly checkInput?: (input: unknown, before: Snapshot, where: string, invokeId: string) => void;
  /** The caller's own checks of each step (emitted events, host effects). */
  readonly afterStep?: (step: ReplayedStep<Snapshot>) => void;
  /** A machine whose events start work through promises (e.g. reading the clock) needs a macrotask after each event too. */
  readonly settleAfterEvents?: boolean;
}

/** Lets a fake's promise callbacks reach the actor. */
const nextMacrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Replays a path on the real machine with fakes, checking after every step
 * so a divergence is reported where it starts: the same observation, never
 * two requests at once, and each settling event answers the request of the
 * actor its invoke runs.
 */
export async function replay<Snapshot extends AnyMachineSnapshot>(path: ModelPath, options: ReplayOptions<Snapshot>): Promise<void> {
  const sources = invokedSources(options.machine);
  const { actor, shop } = options.start();
  // Stopped however the replay ends, so a broken path leaves nothing running for the next one.
  try {
    const [initial, ...steps] = path.steps;
    expect(initial).toBeDefined();
    if (initial) expect(options.observable(actor.getSnapshot() as Snapshot)).toEqual(options.observable(initial.state as Snapshot));
    for (const [index, step] of steps.entries()) {
      const event = step.event as ModelEvent;
      const where = `after step ${index + 1}: ${JSON.stringify(event)}`;
      const before = path.steps[index]!.state as Snapshot;
      const settled = settledInvoke(event);
      if (settled !== null) {
        const open = shop.open();
        expect(open, `${where}: exactly one request must be running`).toHaveLength(1);
        const [running] = open;
        expect(running?.name, `${where}: the request of ${settled.id}`).toBe(sources[settled.id]);
        options.checkInput?.(running?.input, before, where, settled.id);
        if (settled.kind === 'done') running?.resolve(event['output']);
        else running?.reject(event['error']);
        await nextMacrotask();
      } else {
        actor.send(event);
        if (options.settleAfterEvents === true) await nextMacrotask();
      }
      expect(options.observable(actor.getSnapshot() as Snapshot), where).toEqual(options.observable(step.state as Snapshot));
      expect(shop.open().length, `${where}: one request at a time`).toBeLessThanOrEqual(1);
      options.afterStep?.({ actor, event, settled, before, where });
    }
    expect(options.observable(actor.getSnapshot() as Snapshot)).toEqual(options.observable(path.state as Snapshot));
  } finally {
    actor.stop();
  }
}
