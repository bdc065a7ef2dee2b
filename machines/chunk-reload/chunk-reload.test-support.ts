import { createActor } from 'xstate';
import { chunkReloadMachine } from './chunk-reload.machine';
import type { ChunkReloadInput } from './chunk-reload.types';

/*
 * A fake host for the reload guard's tests: every effect is logged in order.
 * Shared by the unit and the model tests.
 */

export type ChunkReloadEffect = { readonly effect: 'rememberReload'; readonly at: number } | { readonly effect: 'reloadPage' };

/** A page's clock at the failures below (epoch ms). */
export const NOW = 1_800_000_000_000;

export const NEVER_RELOADED: ChunkReloadInput = { lastReloadAt: null };
export const RELOADED_JUST_NOW: ChunkReloadInput = { lastReloadAt: NOW - 10_000 };
export const RELOADED_LONG_AGO: ChunkReloadInput = { lastReloadAt: NOW - 61_000 };

export function startChunkReload(input: ChunkReloadInput) {
  const effects: ChunkReloadEffect[] = [];
  const machine = chunkReloadMachine.provide({
    actions: {
      rememberReload: (_, params) => effects.push({ effect: 'rememberReload', at: params.at }),
      reloadPage: () => effects.push({ effect: 'reloadPage' }),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, effects };
}
