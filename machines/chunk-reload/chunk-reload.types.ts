/**
 * Types and constants of the route chunk reload guard (spec §4 "After a route
 * chunk fails to load the page reloads once, unless a reload already happened
 * within the last 60 seconds", §8, §9 "Chunk-reload guard 60000 ms").
 */

/** Spec §9: no second reload within this many milliseconds of the last one. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export interface ChunkReloadInput {
  /**
   * When the page last reloaded for a failed chunk (epoch ms), as the host
   * stored it (`readLastReload()`), or `null` if never. Read at start: a
   * reload starts a new page and a new actor with the new value.
   */
  readonly lastReloadAt: number | null;
  /** Overrides `CHUNK_RELOAD_GUARD_MS` (tests, configuration). */
  readonly guardMs?: number;
}

export interface ChunkReloadContext {
  readonly lastReloadAt: number | null;
  readonly guardMs: number;
}

/**
 * Events, dotted by source.
 *
 * | event          | sent by                                                  | effect |
 * |----------------|----------------------------------------------------------|--------|
 * | `chunk.failed` | router / `vite:preloadError`, with the time it happened | reload once (remembering when), or give up within the guard window |
 */
export type ChunkReloadEvent = { type: 'chunk.failed'; at: number };

/** Cross-cutting facts components may read with `snapshot.hasTag`. */
export type ChunkReloadTag = 'reloading' | 'error';
