import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, serializeSnapshot, type TestPath } from 'xstate/graph';
import { observeSelectors, replay, type ModelPath } from '../test-support/model-paths';
import {
  MODEL_TEST_TIMEOUT_MS,
  checkEverySnapshot,
  itReachesEveryState,
  itReplaysEveryPath,
  itKnowsItsStates,
} from '../test-support/model-tests';
import { sidebarMachine } from './sidebar.machine';
import * as sidebarSelectors from './sidebar.selectors';
import type { SidebarSnapshot } from './sidebar.selectors';
import { isAuthSidebarKey, isProtectedSidebarKey, type SidebarEvent, type SidebarInput } from './sidebar.types';

type SidebarPath = TestPath<SidebarSnapshot, SidebarEvent>;

/**
 * The events the model may take. The graph can only explore payloads it is
 * given, so each one stands for a class of request the machine branches on:
 * a public panel (toggle and open), the two main auth panels (login,
 * register), a protected panel without params (open) and one with two
 * different params (toggle: same params close, other params switch).
 */
const MODEL_EVENTS: readonly SidebarEvent[] = [
  { type: 'panel.toggle', key: 'cart' },
  { type: 'panel.toggle', key: 'login' },
  { type: 'panel.toggle', key: 'register' },
  { type: 'panel.toggle', key: 'orderDetails', params: { orderId: 'A1' } },
  { type: 'panel.toggle', key: 'orderDetails', params: { orderId: 'B2' } },
  { type: 'panel.open', key: 'cart' },
  { type: 'panel.open', key: 'orders' },
  { type: 'panel.close' },
  { type: 'route.changed' },
  { type: 'session.loggedIn' },
  { type: 'session.loggedOut' },
];

const INPUTS: readonly SidebarInput[] = [{ isAuthenticated: false }, { isAuthenticated: true }];

/** Makes an unbounded context (e.g. a growing list) throw instead of exhausting memory. */
const TRAVERSAL_LIMIT = 10_000;

/**
 * Shortest paths use createTestModel's default serialisation: value + full
 * context + the transition taken to get there. Because the incoming
 * transition is part of a vertex, a shortest path is generated to (nearly)
 * every transition under MODEL_EVENTS, not just to every situation.
 */
function shortestPaths(input: SidebarInput): SidebarPath[] {
  return createTestModel(sidebarMachine, {
    events: MODEL_EVENTS,
    input,
    limit: TRAVERSAL_LIMIT,
  }).getShortestPaths();
}

/**
 * Simple paths enumerate every cycle-free route, which grows exponentially:
 * over MODEL_EVENTS the enumeration runs out of memory. A smaller alphabet (public panel,
 * protected panel with params, close, login, logout) keeps a few hundred that
 * still try every order of toggling, logging in/out and closing.
 *
 * The serialisation must stay exact (value + context): the graph stores one
 * snapshot per serialised vertex, so a coarser key would make a path claim a
 * snapshot that its own events do not reach.
 */
const SIMPLE_PATH_EVENTS: readonly SidebarEvent[] = [
  { type: 'panel.toggle', key: 'cart' },
  { type: 'panel.toggle', key: 'orderDetails', params: { orderId: 'A1' } },
  { type: 'panel.close' },
  { type: 'session.loggedIn' },
  { type: 'session.loggedOut' },
];

/**
 * Enumerating simple paths is exponential in the vertex count (8 today; 10
 * already gives ~4k paths), so a change that grows the context space (e.g. a
 * wish that survives closing) would hang the run instead of failing it. The
 * vertex count is checked first and reported as a failing test instead.
 */
const MAX_SIMPLE_PATH_VERTICES = 10;

function simplePathModel(input: SidebarInput) {
  return createTestModel(sidebarMachine, {
    events: SIMPLE_PATH_EVENTS,
    input,
    limit: TRAVERSAL_LIMIT,
    serializeState: (snapshot) => serializeSnapshot(snapshot),
  });
}

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observable = observeSelectors<SidebarSnapshot>(sidebarSelectors);

/** The sidebar makes no requests: a replay has nothing to answer. */
const NO_REQUESTS = { open: () => [] };

/** Replays a path with no requests to answer (the sidebar makes none). */
async function replaySidebar(path: ModelPath, input: SidebarInput): Promise<void> {
  await replay<SidebarSnapshot>(path, {
    machine: sidebarMachine,
    start: () => ({ actor: createActor(sidebarMachine, { input }).start(), shop: NO_REQUESTS }),
    observable,
  });
}

describe('sidebar model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  // Guards the coverage checks below against an empty or broken walk.
  itKnowsItsStates(sidebarMachine, ['closed', 'open', 'open.awaitingLogin', 'open.panel']);

  const starts = INPUTS.map((input) => {
    const simpleModel = simplePathModel(input);
    const simpleVertexCount = Object.keys(simpleModel.getAdjacencyMap()).length;
    const generators = [
      ['shortest paths', shortestPaths(input)],
      ['simple paths', simpleVertexCount <= MAX_SIMPLE_PATH_VERTICES ? simpleModel.getSimplePaths() : []],
    ] as const;
    return { name: `isAuthenticated=${input.isAuthenticated}`, input, simpleVertexCount, generators };
  });

  describe.each(starts)('starting with $name', ({ simpleVertexCount, generators }) => {
    it(`keeps the simple-path graph small enough to enumerate (${simpleVertexCount} vertices)`, () => {
      expect(simpleVertexCount).toBeLessThanOrEqual(MAX_SIMPLE_PATH_VERTICES);
    });

    for (const [generator, paths] of generators) itReachesEveryState(`the ${generator}`, sidebarMachine, paths);
  });

  itReplaysEveryPath(
    starts.flatMap(({ name, input, generators }) =>
      generators.map(([generator, paths]) => ({
        name: `${generator} starting with ${name}`,
        paths,
        minPaths: 2,
        replay: (path: ModelPath) => replaySidebar(path, input),
      })),
    ),
  );

  describe.each(INPUTS)('starting with isAuthenticated=$isAuthenticated', (input) => {
    /**
     * Facts that must hold in every reachable situation, checked on every
     * snapshot the graph reaches rather than on hand-picked examples, each
     * once (they look at the snapshot alone, not at the step that led there).
     */
    it('keeps its invariants in every reachable snapshot', () => {
      const everyVertex = createTestModel(sidebarMachine, {
        events: MODEL_EVENTS,
        input,
        limit: TRAVERSAL_LIMIT,
        serializeState: (snapshot) => serializeSnapshot(snapshot),
      }).getShortestPaths({ allowDuplicatePaths: true });
      expect(everyVertex.length).toBeGreaterThan(10);
      checkEverySnapshot(everyVertex, ({ state }) => {
        const { content, pendingAfterLogin, isAuthenticated } = state.context;
        const where = JSON.stringify({ value: state.value, context: state.context });
        // Open exactly when something is shown, and the tag says so.
        expect(content !== null, where).toBe(state.matches('open'));
        expect(state.hasTag('open'), where).toBe(state.matches('open'));
        // A wish is held only while awaiting login, only without a session, only behind an auth panel.
        expect(pendingAfterLogin !== null, where).toBe(state.matches({ open: 'awaitingLogin' }));
        if (pendingAfterLogin !== null) {
          expect(isAuthenticated, where).toBe(false);
          expect(isProtectedSidebarKey(pendingAfterLogin.key), where).toBe(true);
          expect(content !== null && isAuthSidebarKey(content.key), where).toBe(true);
        }
        // A protected panel is never on screen without a session.
        if (content !== null && isProtectedSidebarKey(content.key)) {
          expect(isAuthenticated, where).toBe(true);
        }
      });
    });
  });
});
