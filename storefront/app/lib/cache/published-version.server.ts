import { z } from 'zod';

/** Where the backend tells the version of what shoppers see (backend/src/plugins/published-version). */
const PUBLISHED_VERSION_PATH = '/published-version';

const answerSchema = z.object({ version: z.string().min(1).max(200) });

export interface PublishedVersionWatcher {
  /** The last version read; undefined until the backend first answered. */
  current(): string | undefined;
  /** Reads it now (the first read, tests). */
  poll(): Promise<void>;
  stop(): void;
}

export interface WatchOptions {
  backendUrl: string;
  intervalMs: number;
  fetch?: typeof globalThis.fetch;
  log?: (message: string) => void;
}

/**
 * Polls the backend's published version every `intervalMs`: the page cache treats every page
 * rendered under another version as stale, so a staff change reaches shoppers within about one
 * interval. While the backend does not answer, the last version stays (the cache keeps serving).
 */
export function watchPublishedVersion({
  backendUrl,
  intervalMs,
  fetch = globalThis.fetch,
  log = console.warn,
}: WatchOptions): PublishedVersionWatcher {
  const url = new URL(PUBLISHED_VERSION_PATH, backendUrl);
  let version: string | undefined;
  let failing = false;
  let polling: Promise<void> | undefined;

  async function read(): Promise<void> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1_000, intervalMs)) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      version = answerSchema.parse(await response.json()).version;
      if (failing) log('[page-cache] the published version is read again');
      failing = false;
    } catch (error) {
      // Said once per outage, not every interval.
      if (!failing) log(`[page-cache] cannot read the published version (${error instanceof Error ? error.message : String(error)})`);
      failing = true;
    }
  }

  const poll = () => {
    polling ??= read().finally(() => {
      polling = undefined;
    });
    return polling;
  };
  const timer = setInterval(() => void poll(), intervalMs);
  timer.unref();
  void poll();
  return { current: () => version, poll, stop: () => clearInterval(timer) };
}
