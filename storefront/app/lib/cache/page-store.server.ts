/** One rendered page as the page cache keeps it: what is replayed on a hit, and how long it may be. */
export interface CachedPage {
  status: number;
  /** The response's headers as rendered (no Set-Cookie: a page that sets one is never kept). */
  headers: Array<[string, string]>;
  /** The body as sent: already compressed for the encoding in the page's key. */
  body: Uint8Array<ArrayBuffer>;
  /** When its render started (ms since the epoch). */
  renderedAt: number;
  /** Until then it is served as it is (`s-maxage`). */
  freshUntil: number;
  /** Until then it may still be served while a new render is made (`stale-while-revalidate`); then it is dropped. */
  staleUntil: number;
  /** The backend's published version its render started under; another version makes it stale at once. */
  version: string | undefined;
}

/**
 * Where the page cache keeps its pages. Asynchronous so that a store shared by several storefront
 * servers (Redis: one key per page, the body as a binary value, `PX` set to `staleUntil`) can
 * replace the in-process one without touching the cache's logic.
 */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface PageStoreLimits {
  /** At most this many pages (0 keeps none). */
  maxEntries: number;
  /** At most this many bytes of bodies, headers and keys together. */
  maxBytes: number;
}

/** A page's weight in the store: its body, its headers and its key (UTF-16 in memory), and the record around them. */
export function pageBytes(key: string, page: CachedPage): number {
  const RECORD_OVERHEAD = 256;
  let headerBytes = 0;
  for (const [name, value] of page.headers) headerBytes += (name.length + value.length) * 2;
  return page.body.byteLength + headerBytes + key.length * 2 + RECORD_OVERHEAD;
}

/**
 * The in-process store: bounded by entries and bytes, least recently used pages leave first. A
 * page heavier than the whole budget is not kept at all. Pages past `staleUntil` are dropped when
 * met, so nothing outlives its policy even without pressure.
 */
export class MemoryPageStore implements PageStore {
  /** A Map iterates in insertion order: re-inserting on every read keeps the least recently used first. */
  private readonly pages = new Map<string, { page: CachedPage; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: PageStoreLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get entryCount(): number {
    return this.pages.size;
  }

  get byteCount(): number {
    return this.bytes;
  }

  get(key: string): Promise<CachedPage | undefined> {
    const entry = this.pages.get(key);
    if (!entry) return Promise.resolve(undefined);
    this.pages.delete(key);
    if (this.now() >= entry.page.staleUntil) {
      this.bytes -= entry.bytes;
      return Promise.resolve(undefined);
    }
    this.pages.set(key, entry);
    return Promise.resolve(entry.page);
  }

  set(key: string, page: CachedPage): Promise<void> {
    this.remove(key);
    const bytes = pageBytes(key, page);
    if (this.limits.maxEntries <= 0 || bytes > this.limits.maxBytes) return Promise.resolve();
    this.pages.set(key, { page, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.remove(key);
    return Promise.resolve();
  }

  private remove(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }
}
