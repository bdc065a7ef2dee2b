import { createActor } from 'xstate';

import { chunkReloadMachine } from '@shop/machines/chunk-reload';

import { chunkReloadActors, readLastReload } from './shell.actors';

let guard: ReturnType<typeof startGuard> | undefined;

function startGuard() {
  return createActor(chunkReloadMachine.provide(chunkReloadActors()), { input: { lastReloadAt: readLastReload() } }).start();
}

/** Spec §8: tells the reload guard a chunk failed at `at` (epoch ms); it reloads at most once a minute. */
export function reportToGuard(at: number): void {
  guard ??= startGuard();
  guard.send({ type: 'chunk.failed', at });
}
