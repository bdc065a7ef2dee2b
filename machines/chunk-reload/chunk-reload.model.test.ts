import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { observeSelectors, replay, type ModelEvent, type ModelPath, type ReplayedStep } from '../test-support/model-paths';
import {
  MODEL_TEST_TIMEOUT_MS,
  checkEverySnapshot,
  itReachesEveryState,
  itReplaysEveryPath,
  itKnowsItsStates,
} from '../test-support/model-tests';
import { chunkReloadMachine } from './chunk-reload.machine';
import * as chunkReloadSelectors from './chunk-reload.selectors';
import type { ChunkReloadSnapshot } from './chunk-reload.selectors';
import {
  NEVER_RELOADED,
  NOW,
  RELOADED_JUST_NOW,
  RELOADED_LONG_AGO,
  startChunkReload,
  type ChunkReloadEffect,
} from './chunk-reload.test-support';
import { CHUNK_RELOAD_GUARD_MS, type ChunkReloadEvent, type ChunkReloadInput } from './chunk-reload.types';

/** Each event stands for a class: a failure now, one still within the window of a reload now, and one a long while later. */
const EVENTS: readonly ChunkReloadEvent[] = [
  { type: 'chunk.failed', at: NOW },
  { type: 'chunk.failed', at: NOW + 40_000 },
  { type: 'chunk.failed', at: NOW + 120_000 },
];

const STARTS = [
  ['a page never reloaded', NEVER_RELOADED],
  ['a page reloaded 10 s ago', RELOADED_JUST_NOW],
  ['a page reloaded 61 s ago', RELOADED_LONG_AGO],
] as const satisfies ReadonlyArray<readonly [string, ChunkReloadInput]>;

/**
 * The machine has neither time nor requests, so `createTestModel` walks it as
 * it is; `allowDuplicatePaths` gives one path to every vertex.
 */
function pathsFrom(input: ChunkReloadInput, allowDuplicatePaths = false): ModelPath[] {
  return createTestModel(chunkReloadMachine, { events: EVENTS, input, limit: 1_000 }).getShortestPaths({ allowDuplicatePaths });
}

const observe = observeSelectors<ChunkReloadSnapshot>(chunkReloadSelectors);

/** A reload is asked for exactly on the step that enters `reloading`, remembered first. */
function expectedEffects({ event, before, actor }: ReplayedStep<ChunkReloadSnapshot>): ChunkReloadEffect[] {
  const entered = !before.matches('reloading') && (actor.getSnapshot() as ChunkReloadSnapshot).matches('reloading');
  return entered ? [{ effect: 'rememberReload', at: Number(event['at']) }, { effect: 'reloadPage' }] : [];
}

async function replayFrom(input: ChunkReloadInput, path: ModelPath): Promise<void> {
  const harness = startChunkReload(input);
  let seen = 0;
  await replay<ChunkReloadSnapshot>(path, {
    machine: chunkReloadMachine,
    // Nothing to answer: the guard makes no requests.
    start: () => ({ actor: harness.actor, shop: { open: () => [] } }),
    observable: observe,
    afterStep: (step) => {
      expect(harness.effects.slice(seen), `${step.where}: effects`).toEqual(expectedEffects(step));
      seen = harness.effects.length;
    },
  });
}

const replayed = STARTS.map(([name, input]) => ({ name, input, paths: pathsFrom(input) }));

describe('chunk reload model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  itKnowsItsStates(chunkReloadMachine, ['gaveUp', 'reloading', 'watching']);

  itReachesEveryState(
    'the replayed shortest paths',
    chunkReloadMachine,
    replayed.flatMap(({ paths }) => paths),
  );

  itReplaysEveryPath(
    replayed.map(({ name, input, paths }) => ({
      name: `shortest paths from ${name}`,
      paths,
      minPaths: 1,
      replay: (path: ModelPath) => replayFrom(input, path),
    })),
  );

  it.each(STARTS)('reloads at most once per page from %s, only outside the window, and never both reloads and gives up', (_name, input) => {
    checkEverySnapshot(pathsFrom(input, true), ({ state, steps }) => {
      const reloads = steps.filter(
        (step, index) => index > 0 && step.state.matches('reloading') && !steps[index - 1]!.state.matches('reloading'),
      );
      expect(reloads.length).toBeLessThanOrEqual(1);
      expect(state.hasTag('reloading') && state.hasTag('error')).toBe(false);
      // Every reload is outside the window of the one before; every give-up inside it.
      for (const [index, step] of steps.entries()) {
        if (index === 0 || step.event.type !== 'chunk.failed') continue;
        const previous = steps[index - 1]!.state;
        if (previous.matches('reloading')) continue;
        const at = (step.event as ModelEvent)['at'] as number;
        const last = previous.context.lastReloadAt;
        const within = last !== null && at - last >= 0 && at - last <= CHUNK_RELOAD_GUARD_MS;
        expect(step.state.value, JSON.stringify({ last, at })).toBe(within ? 'gaveUp' : 'reloading');
      }
    });
  });

  it('a failure right after a reload gives up; otherwise it reloads', () => {
    const afterFirstFailure = (input: ChunkReloadInput) =>
      pathsFrom(input, true).find(
        (path) =>
          path.steps.length === 2 && path.steps[1]!.event.type === 'chunk.failed' && (path.steps[1]!.event as ModelEvent)['at'] === NOW,
      )?.state.value;
    expect(STARTS.map(([, input]) => afterFirstFailure(input))).toEqual(['reloading', 'gaveUp', 'reloading']);
  });
});
