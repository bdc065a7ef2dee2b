import { chunkReloadMachine } from './chunk-reload.machine';
import type { ChunkReloadInput } from './chunk-reload.types';

/** What the reload guard needs from the storefront. */
export interface ChunkReloadMachineDeps {
  /** When the page last reloaded for a failed chunk (epoch ms), or `null` (session storage, unreadable included). */
  readLastReload: () => number | null;
  /** Stores `at` for `readLastReload` on the next page. */
  rememberReload: (at: number) => void;
  /** `window.location.reload()`. */
  reloadPage: () => void;
}

/** The reload guard with the storefront's storage and reload in place of the stubs. */
export function createChunkReloadMachine(deps: ChunkReloadMachineDeps) {
  return chunkReloadMachine.provide({
    actions: {
      rememberReload: (_, params) => deps.rememberReload(params.at),
      reloadPage: () => deps.reloadPage(),
    },
  });
}

/** The input of a page's actor: the last reload as stored when the page starts. */
export function chunkReloadInputOf(deps: Pick<ChunkReloadMachineDeps, 'readLastReload'>): ChunkReloadInput {
  return { lastReloadAt: deps.readLastReload() };
}
