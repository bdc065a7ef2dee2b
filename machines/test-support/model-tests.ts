import { expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  allStatePaths,
  coveredStatePaths,
  describePath,
  modelMachineOf,
  replay,
  transientStatePaths,
  type ModelEvent,
  type ModelPath,
  type ReplayOptions,
} from './model-paths';

/*
 * The tests every machine's `*.model.test.ts` registers, in one shape:
 *   - one test replays every generated path on the real machine and is named
 *     after how many paths and steps it walked (one test per path made
 *     thousands of tests that mostly timed the runner, not the machine);
 *   - one test checks that the paths reach every state the machine declares;
 *   - the invariants run over every reachable snapshot.
 * A failure shows the shortest path that broke (the state it reaches and its
 * events) with its own assertion, as that path's own test used to, and how
 * many others broke.
 */

/** Paths replayed by a machine's replay test, and how each is replayed. */
export interface PathGroup {
  /** Where the paths come from, for a failure: "shortest paths from Ada's profile". */
  readonly name: string;
  readonly paths: readonly ModelPath[];
  /** Fewer paths than this would mean a broken alphabet or a lost branch. */
  readonly minPaths: number;
  /** Replays one path on the real machine; throws where it diverges. */
  readonly replay: (path: ModelPath) => Promise<void> | void;
  /** How a failure names a path; `describePath` by default. */
  readonly describe?: (path: ModelPath) => string;
}

/**
 * A model test walks a whole graph in one test (a replay, thousands of
 * steps; the invariants, thousands of snapshots): the runner's 5 s default,
 * made for one path, fails it on a busy machine. Nothing in it waits for
 * anything that can hang, so this limit only stops a runaway. Each model
 * suite's `describe` sets it for its tests.
 */
export const MODEL_TEST_TIMEOUT_MS = 600_000;

/** How many events a path sends (its first step is the start). */
const eventsOf = (path: ModelPath): number => Math.max(path.steps.length - 1, 0);

interface Failure {
  /** The group of paths: "shortest paths from Ada's profile". */
  readonly group: string;
  /** The path's number in its group, from 1. */
  readonly number: number;
  /** How many events the path sends: the shortest failing path is the one to read first. */
  readonly events: number;
  /** The path in full: the state it reaches and its events. */
  readonly path: string;
  readonly error: unknown;
}

/**
 * The error to report: the failure of the shortest broken path (the
 * smallest way to reproduce it), its message headed by that path and how
 * many others broke, named by number (their events would be long).
 */
function reportOf(failures: readonly Failure[], total: number): Error {
  const [shortest] = [...failures].sort((a, b) => a.events - b.events);
  if (shortest === undefined) throw new Error('no failure to report');
  const others = failures.filter((failure) => failure !== shortest);
  const shown = others.slice(0, 8).map(({ group, number }) => (group === shortest.group ? `#${number}` : `${group} #${number}`));
  const more = others.length > shown.length ? ', …' : '';
  const also = others.length === 0 ? '' : `\n(${failures.length} of ${total} fail; the shortest is shown; also ${shown.join(', ')}${more})`;
  const heading = `${shortest.group} #${shortest.number}: ${shortest.path}${also}\n`;
  if (shortest.error instanceof Error) {
    // The same error keeps its stack and, for an assertion, the expected/received diff.
    shortest.error.message = `${heading}${shortest.error.message}`;
    return shortest.error;
  }
  return new Error(`${heading}${String(shortest.error)}`);
}

/**
 * Registers the machine's one replay test: every path of every group replayed
 * on the real machine, each group first checked to have its minimum of paths.
 * Every path is replayed even after one fails, so the failure says how many
 * broke; it is reported with the shortest broken path.
 */
export function itReplaysEveryPath(groups: readonly PathGroup[]): void {
  const paths = groups.reduce((sum, group) => sum + group.paths.length, 0);
  const steps = groups.reduce((sum, group) => sum + group.paths.reduce((events, path) => events + eventsOf(path), 0), 0);
  it(`replays its ${paths} generated paths (${steps} steps) on the real machine`, { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
    for (const group of groups) expect(group.paths.length, `${group.name}: paths generated`).toBeGreaterThanOrEqual(group.minPaths);
    const failures: Failure[] = [];
    for (const group of groups) {
      const describe = group.describe ?? describePath;
      for (const [index, path] of group.paths.entries()) {
        try {
          await group.replay(path);
        } catch (error) {
          failures.push({ group: group.name, number: index + 1, events: eventsOf(path), path: describe(path), error });
        }
      }
    }
    if (failures.length > 0) throw reportOf(failures, paths);
  });
}

/**
 * Runs an invariant check on every path's last snapshot (and, for checks
 * about the step taken, its steps). A failure names the shortest path to a
 * broken snapshot, so the events that lead there can be replayed by hand.
 */
export function checkEverySnapshot<Path extends ModelPath>(
  paths: readonly Path[],
  check: (path: Path, index: number) => void,
  describe: (path: Path) => string = describePath,
): void {
  const failures: Failure[] = [];
  for (const [index, path] of paths.entries()) {
    try {
      check(path, index);
    } catch (error) {
      failures.push({ group: 'the snapshot of path', number: index + 1, events: eventsOf(path), path: describe(path), error });
    }
  }
  if (failures.length > 0) throw reportOf(failures, paths.length);
}

/**
 * Registers the test that the machine declares exactly `states` (nested ones
 * included, sorted): a new state fails it until it is listed, and so known
 * to the paths that must reach it.
 */
export function itKnowsItsStates(machine: AnyStateMachine, states: readonly string[]): void {
  it('knows the states it must cover', () => expect(allStatePaths(machine)).toEqual(states));
}

/**
 * Registers what every suite checks of its model (`modelMachineOf`) besides
 * `itKnowsItsStates`: the model has the machine's states, and the real
 * machine, started with `input`, is refused, which is why the model exists.
 */
export function itModelsTheMachine(machine: AnyStateMachine, model: AnyStateMachine, states: readonly string[], input?: unknown): void {
  itKnowsItsStates(machine, states);
  it('has the same states as the machine it is made from', () => expect(allStatePaths(model)).toEqual(states));
  it('refuses the real machine, which is why the model exists', () => {
    expect(() => createTestModel(machine, { input })).toThrow(/not supported/);
  });
}

/**
 * Registers the test that `paths` reach every state the machine declares,
 * nested ones included, but those in `passedThrough`: states left in the
 * step they are entered (only `always` transitions), which no snapshot can
 * show, each with the reason it is listed. A listed state must be such a
 * state and must not be reached, so the list cannot hide a lost state.
 */
export function itReachesEveryState(
  what: string,
  machine: AnyStateMachine,
  paths: readonly ModelPath[],
  passedThrough: Readonly<Record<string, string>> = {},
): void {
  const all = allStatePaths(machine);
  const listed = Object.keys(passedThrough).sort();
  const scope =
    listed.length === 0 ? `all ${all.length}` : `${all.length - listed.length} of ${all.length} (the others are passed through)`;
  it(`${what} reach every state of the machine: ${scope}`, () => {
    expect(
      listed.filter((state) => !transientStatePaths(machine).includes(state)),
      'listed as passed through, yet can rest',
    ).toEqual([]);
    expect(coveredStatePaths(paths)).toEqual(all.filter((state) => !listed.includes(state)));
  });
}

/** A model-based suite of one machine: its alphabet, where it may start, and how a path is replayed from there. */
export interface ModelSuite<Input, Snapshot extends AnyMachineSnapshot> {
  readonly machine: AnyStateMachine;
  /** Every state the machine declares, sorted (`itKnowsItsStates`). */
  readonly states: readonly string[];
  /** Each event stands for a class the machine branches on (the graph explores only the payloads it is given). */
  readonly events: readonly ModelEvent[];
  readonly filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** Named inputs; every start's shortest paths are replayed. */
  readonly starts: ReadonlyArray<readonly [name: string, input: Input]>;
  /** How a path from `input` is replayed (`replay`'s options but the machine). */
  readonly replayFrom: (input: Input) => Omit<ReplayOptions<Snapshot>, 'machine'>;
  /** States no snapshot shows (left in the step they are entered), each with why it is passed through. */
  readonly passedThrough?: Readonly<Record<string, string>>;
  /** Fewer paths from a start would mean a broken alphabet. */
  readonly minPathsPerStart: number;
}

/** Makes an unbounded context (e.g. a growing list) throw instead of exhausting memory. */
const TRAVERSAL_LIMIT = 20_000;

interface InvariantOptions<Input> {
  readonly minSnapshots?: number;
  readonly after?: (every: readonly ModelPath[], input: Input) => void;
}

/** An invariant of a machine: `where` names the snapshot (its path's number, state and context); `path` leads to it from `input`. */
export type Invariants<Snapshot, Input> = (snapshot: Snapshot, where: string, path: ModelPath, input: Input) => void;

/**
 * Registers the tests every model-based suite has: the states it declares,
 * the real machine refused (which is why the model exists), every start's
 * shortest paths reaching every state that can be at rest, and all of them
 * replayed on the real machine in one test. Answers the paths, for the
 * suite's own checks: a start's shortest paths, or with `allowDuplicatePaths`
 * one to every vertex; and `itKeepsInvariants`, which registers the test of
 * the suite's invariants over every reachable snapshot, one per start.
 */
export function testShortestPaths<Input, Snapshot extends AnyMachineSnapshot>(suite: ModelSuite<Input, Snapshot>) {
  const model = modelMachineOf(suite.machine);
  const pathsFrom = (input: Input, allowDuplicatePaths = false): ModelPath[] =>
    createTestModel(model, {
      events: suite.events,
      ...(suite.filterEvents === undefined ? {} : { filterEvents: suite.filterEvents }),
      input,
      limit: TRAVERSAL_LIMIT,
    }).getShortestPaths({ allowDuplicatePaths });

  itModelsTheMachine(suite.machine, model, suite.states, suite.starts[0]?.[1]);

  const replayed = suite.starts.map(([name, input]) => ({ name, input, paths: pathsFrom(input) }));

  itReachesEveryState(
    'the replayed shortest paths',
    suite.machine,
    replayed.flatMap(({ paths }) => paths),
    suite.passedThrough,
  );

  itReplaysEveryPath(
    replayed.map(({ name, input, paths }) => ({
      name: `shortest paths from ${name}`,
      paths,
      minPaths: suite.minPathsPerStart,
      replay: (path) => replay(path, { machine: suite.machine, ...suite.replayFrom(input) }),
    })),
  );

  /**
   * `check` on every reachable snapshot from each start; a start reaching fewer than
   * `minSnapshots` means a broken alphabet; `after` checks what `check` gathered.
   */
  function itKeepsInvariants(check: Invariants<Snapshot, Input>, options: InvariantOptions<Input> = {}): void {
    it.each(suite.starts)('keeps its invariants in every reachable snapshot from %s', (_name, input) => {
      const every = pathsFrom(input, true);
      expect(every.length).toBeGreaterThanOrEqual(options.minSnapshots ?? 1);
      checkEverySnapshot(every, (path, index) => {
        const snapshot = path.state as Snapshot;
        check(snapshot, `${index + 1}: ${JSON.stringify({ value: snapshot.value, context: snapshot.context })}`, path, input);
      });
      options.after?.(every, input);
    });
  }

  return { pathsFrom, replayed, itKeepsInvariants };
}
