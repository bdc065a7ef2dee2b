import { assertEvent, assign, not, setup } from 'xstate';
import {
  CHUNK_RELOAD_GUARD_MS,
  type ChunkReloadContext,
  type ChunkReloadEvent,
  type ChunkReloadInput,
  type ChunkReloadTag,
} from './chunk-reload.types';

/**
 * The reload guard for route chunks that fail to load (spec §4, §8, §9).
 *
 * ```
 * watching ──chunk.failed, last reload never or > 60 s before──▶ reloading
 *     └──── chunk.failed, last reload within 60 s ─────────────▶ gaveUp ──chunk.failed > 60 s after──▶ reloading
 * ```
 *
 * A deploy replaces the hashed chunk files, so a page opened before it asks
 * for chunks that no longer exist; one reload fetches the new build. If the
 * chunk still fails right after a reload, reloading again would loop, so the
 * host shows the error page instead. A last reload stamped after the failure
 * (the clock went back) is treated as long ago: at worst one more reload,
 * which stamps a fresh time and so cannot loop.
 */
export const chunkReloadMachine = setup({
  types: {
    context: {} as ChunkReloadContext,
    events: {} as ChunkReloadEvent,
    input: {} as ChunkReloadInput,
    tags: {} as ChunkReloadTag,
  },
  guards: {
    reloadedRecently: ({ context, event }) => {
      assertEvent(event, 'chunk.failed');
      if (context.lastReloadAt === null) return false;
      const since = event.at - context.lastReloadAt;
      return since >= 0 && since <= context.guardMs;
    },
  },
  actions: {
    storeReload: assign(({ event }) => {
      assertEvent(event, 'chunk.failed');
      return { lastReloadAt: event.at };
    }),
    /** Stub effect: the host stores `at` where the next page reads it (session storage). */
    rememberReload: (_, _params: { at: number }) => {},
    /** Stub effect: `window.location.reload()`. */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'chunk-reload',
  context: ({ input }) => ({ lastReloadAt: input.lastReloadAt, guardMs: input.guardMs ?? CHUNK_RELOAD_GUARD_MS }),
  initial: 'watching',
  states: {
    watching: {
      on: {
        'chunk.failed': [
          { guard: 'reloadedRecently', target: 'gaveUp' },
          {
            target: 'reloading',
            // Remembered before reloading: the reload ends this page and everything after it.
            actions: ['storeReload', { type: 'rememberReload', params: ({ event }) => ({ at: event.at }) }, 'reloadPage'],
          },
        ],
      },
    },
    /** The page is going away; more failures until then change nothing. */
    reloading: {
      tags: ['reloading'],
    },
    /**
     * The host shows the error page (spec §2 "An error occured"). A failure
     * once the window has passed (the shopper clicked on from the error
     * page) may reload again; one within it changes nothing.
     */
    gaveUp: {
      tags: ['error'],
      on: {
        'chunk.failed': {
          guard: not('reloadedRecently'),
          target: 'reloading',
          actions: ['storeReload', { type: 'rememberReload', params: ({ event }) => ({ at: event.at }) }, 'reloadPage'],
        },
      },
    },
  },
});
