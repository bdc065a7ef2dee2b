import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel, serializeSnapshot } from 'xstate/graph';
import { modelMachineOf, observeSelectors, type ModelPath } from '../test-support/model-paths';
import {
  MODEL_TEST_TIMEOUT_MS,
  checkEverySnapshot,
  itReachesEveryState,
  itReplaysEveryPath,
  itModelsTheMachine,
} from '../test-support/model-tests';
import { searchMachine } from './search.machine';
import * as searchSelectors from './search.selectors';
import type { SearchSnapshot } from './search.selectors';
import { SEARCH_DEBOUNCE_MS, isSearchableTerm, type FetchSuggestionsInput, type SearchEvent, type SearchSuggestion } from './search.types';
import { FRANCE, FRENCH_POLYNESIA } from './search.test-support';

/**
 * The model (see `machines/test-support/model-paths.ts`): the search machine
 * with its debounce and its request as explicit events; the replay advances
 * fake time by the debounce or settles the pending fake request.
 */
const modelMachine = modelMachineOf(searchMachine);

const DEBOUNCE_EVENT = 'xstate.after.searchDebounce.search.visible.loading.debouncing' as const;
const DONE_EVENT = 'xstate.done.actor.fetchSuggestions' as const;
const ERROR_EVENT = 'xstate.error.actor.fetchSuggestions' as const;

/** The machine's own events plus the three that stand for time passing and the request settling. */
type ModelEvent =
  | SearchEvent
  | { type: typeof DEBOUNCE_EVENT }
  | { type: typeof DONE_EVENT; output: readonly SearchSuggestion[] }
  | { type: typeof ERROR_EVENT; error: unknown };

/**
 * The events the model may take; each stands for a class the machine
 * branches on: empty, short and searchable terms, the same term with spaces,
 * another searchable term; one and two results, none, a failure; a valid
 * and an out-of-range pointer highlight.
 */
const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'search.toggled' },
  { type: 'search.closed' },
  { type: 'route.changed' },
  { type: 'term.changed', term: '' },
  { type: 'term.changed', term: 'fr' },
  { type: 'term.changed', term: 'fra' },
  { type: 'term.changed', term: 'fra ' },
  { type: 'term.changed', term: 'jap' },
  { type: 'key.arrowDown' },
  { type: 'key.arrowUp' },
  { type: 'key.enter' },
  { type: 'key.escape' },
  { type: 'result.highlighted', index: 1 },
  { type: 'result.highlighted', index: 5 },
  { type: 'search.retry' },
  { type: DEBOUNCE_EVENT },
  { type: DONE_EVENT, output: [FRANCE, FRENCH_POLYNESIA] },
  { type: DONE_EVENT, output: [] },
  { type: ERROR_EVENT, error: 'network' },
];

/** Makes an unbounded context (e.g. a growing list) throw instead of exhausting memory. */
const TRAVERSAL_LIMIT = 20_000;

/**
 * Shortest paths with createTestModel's default serialisation (value + context
 * + the transition taken), so a path is generated to nearly every transition
 * under MODEL_EVENTS, not only to every situation.
 */
function shortestPaths(): ModelPath[] {
  return createTestModel(modelMachine, { events: MODEL_EVENTS, limit: TRAVERSAL_LIMIT }).getShortestPaths();
}

/**
 * Simple paths enumerate every cycle-free route, which grows exponentially; a
 * smaller alphabet still tries every order of typing, waiting, answering,
 * moving, selecting and dismissing. Vertices are value + context exactly (a
 * coarser key would let a path claim a snapshot its own events do not reach).
 */
const SIMPLE_PATH_EVENTS: readonly ModelEvent[] = [
  { type: 'search.toggled' },
  { type: 'term.changed', term: 'fr' },
  { type: 'term.changed', term: 'fra' },
  { type: 'key.arrowDown' },
  { type: 'key.enter' },
  { type: 'key.escape' },
  { type: 'search.retry' },
  { type: DEBOUNCE_EVENT },
  { type: DONE_EVENT, output: [FRANCE] },
  { type: DONE_EVENT, output: [] },
  { type: ERROR_EVENT, error: 'network' },
];

/** Simple paths are exponential in the vertex count: fail fast instead of hanging when the context space grows. */
const MAX_SIMPLE_PATH_VERTICES = 14;

const simpleModel = createTestModel(modelMachine, {
  events: SIMPLE_PATH_EVENTS,
  limit: TRAVERSAL_LIMIT,
  serializeState: (snapshot) => serializeSnapshot(snapshot),
});
const simpleVertexCount = Object.keys(simpleModel.getAdjacencyMap()).length;

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observable = observeSelectors<SearchSnapshot>(searchSelectors);

interface PendingRequest {
  term: string;
  signal: AbortSignal;
  resolve: (results: readonly SearchSuggestion[]) => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

/**
 * Replays a path on the real machine with a fake request and fake timers,
 * checking after every step so a divergence is reported where it starts.
 */
async function replay(path: ModelPath): Promise<void> {
  const requests: PendingRequest[] = [];
  const navigated: SearchSuggestion[] = [];
  const actor = createActor(
    searchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<readonly SearchSuggestion[], FetchSuggestionsInput>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              requests.push({ term: input.term, signal, resolve, reject, settled: false });
            }),
        ),
      },
      actions: { navigate: (_, params) => navigated.push(params.suggestion) },
    }),
  );
  actor.start();
  // Stopped however the replay ends, so a broken path leaves no debounce running for the next one.
  try {
    const [initial, ...steps] = path.steps;
    expect(initial).toBeDefined();
    if (initial) expect(observable(actor.getSnapshot())).toEqual(observable(initial.state));
    for (const [index, step] of steps.entries()) {
      const where = `after step ${index + 1}: ${JSON.stringify(step.event)}`;
      const event = step.event as ModelEvent;
      if (event.type === DEBOUNCE_EVENT) {
        // Nothing may happen a millisecond early.
        await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
        expect(observable(actor.getSnapshot()), `${where} (1 ms early)`).toEqual(observable(path.steps[index]!.state));
        await vi.advanceTimersByTimeAsync(1);
      } else if (event.type === DONE_EVENT || event.type === ERROR_EVENT) {
        const pending = requests.at(-1);
        expect(pending, `${where}: a request must be running`).toBeDefined();
        expect(pending?.signal.aborted, where).toBe(false);
        expect(isSearchableTerm(pending?.term ?? ''), where).toBe(true);
        if (pending) pending.settled = true;
        if (event.type === DONE_EVENT) pending?.resolve(event.output);
        else pending?.reject(event.error);
        await vi.advanceTimersByTimeAsync(0);
      } else {
        actor.send(event);
      }
      expect(observable(actor.getSnapshot()), where).toEqual(observable(step.state));
    }
    expect(observable(actor.getSnapshot())).toEqual(observable(path.state));
    // Every request but the last one was answered or stopped: never two at once.
    expect(requests.slice(0, -1).every((request) => request.settled || request.signal.aborted)).toBe(true);
    // Enter navigated exactly once per Enter that left a highlighted result.
    const enters = steps.filter(
      (step, index) =>
        step.event.type === 'key.enter' &&
        path.steps[index]!.state.matches({ visible: 'results' }) &&
        path.steps[index]!.state.context.activeIndex >= 0,
    ).length;
    expect(navigated).toHaveLength(enters);
  } finally {
    actor.stop();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('search model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  // Guards the coverage checks below against an empty or broken walk.
  itModelsTheMachine(searchMachine, modelMachine, [
    'hidden',
    'visible',
    'visible.closed',
    'visible.error',
    'visible.initial',
    'visible.loading',
    'visible.loading.debouncing',
    'visible.loading.fetching',
    'visible.noResults',
    'visible.results',
  ]);

  it(`keeps the simple-path graph small enough to enumerate (${simpleVertexCount} vertices)`, () => {
    expect(simpleVertexCount).toBeLessThanOrEqual(MAX_SIMPLE_PATH_VERTICES);
  });

  const generators = [
    ['shortest paths', shortestPaths()],
    ['simple paths', simpleVertexCount <= MAX_SIMPLE_PATH_VERTICES ? simpleModel.getSimplePaths() : []],
  ] as const;

  for (const [name, paths] of generators) itReachesEveryState(`the ${name}`, searchMachine, paths);

  itReplaysEveryPath(generators.map(([name, paths]) => ({ name, paths, minPaths: 2, replay })));

  /**
   * Facts that must hold in every reachable situation, checked on every snapshot the graph reaches,
   * each once (they look at the snapshot alone, not at the step that led there).
   */
  it('keeps its invariants in every reachable snapshot', () => {
    const everyVertex = createTestModel(modelMachine, {
      events: MODEL_EVENTS,
      limit: TRAVERSAL_LIMIT,
      serializeState: (snapshot) => serializeSnapshot(snapshot),
    }).getShortestPaths({ allowDuplicatePaths: true });
    expect(everyVertex.length).toBeGreaterThan(20);
    checkEverySnapshot(everyVertex, ({ state }) => {
      const { term, results, activeIndex, error } = state.context as SearchSnapshot['context'];
      const where = JSON.stringify({ value: state.value, context: state.context });
      const visible = state.matches('visible');
      // Hidden means empty.
      if (!visible) expect({ term, results, activeIndex, error }, where).toEqual({ term: '', results: [], activeIndex: -1, error: null });
      // Suggestions exist exactly while they are listed; an error exactly in the error state.
      expect(results.length > 0, where).toBe(state.matches({ visible: 'results' }));
      expect(error !== null, where).toBe(state.matches({ visible: 'error' }));
      // The highlight points at a listed suggestion or at nothing.
      expect(activeIndex >= -1 && activeIndex < Math.max(results.length, 0), where).toBe(true);
      // Never a request, nor a debounce, for fewer than 3 letters.
      if (state.matches({ visible: 'loading' })) expect(isSearchableTerm(term), where).toBe(true);
      // The dropdown is open in every visible state but closed, and the tags say so.
      expect(state.hasTag('open'), where).toBe(visible && !state.matches({ visible: 'closed' }));
      expect(state.hasTag('visible'), where).toBe(visible);
    });
  });
});
