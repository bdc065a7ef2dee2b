export const CATALOG_PLUGIN_OPTIONS = Symbol('CATALOG_PLUGIN_OPTIONS');
export const loggerCtx = 'CatalogPlugin';

export interface CatalogPluginOptions {
  /** backend/seed (or SEED_DATA_DIR): where aliases.json and look-alikes.json are read from. */
  seedDataDir: string;
  /**
   * How often each server re-reads the catalogue even without a product event of its own:
   * events do not cross processes, so this bounds how stale another instance's index can be.
   */
  refreshIntervalMs?: number;
  /** REDIS_URL: servers tell each other about catalogue changes at once (catalog-change-channel.ts). */
  redisUrl?: string;
}

/** Product events come in bursts (an import, a seed); one rebuild after the burst is enough. */
export const REBUILD_DEBOUNCE_MS = 500;
export const DEFAULT_REFRESH_INTERVAL_MS = 60_000;
