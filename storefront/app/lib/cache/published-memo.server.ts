/**
 * Answers that are the same for every shopper until staff publish a change (the menu, the shop's
 * contact points), kept in this process per key for the published version they were read under:
 * a page render asks the backend for them once per version, not once per page. Concurrent asks of
 * one key share one read; a failed read is not kept (the next ask tries again). While the version
 * is unknown (the backend has not answered it yet) nothing is kept, since nothing would tell when
 * the answer turns stale. Bounded: past `maxEntries` keys the oldest goes.
 */
export interface PublishedMemo {
  get<Value>(key: string, read: () => Promise<Value>): Promise<Value>;
}

interface MemoEntry {
  version: string;
  value: Promise<unknown>;
}

export interface PublishedMemoOptions {
  /** The backend's published version now (lib/cache/published-version.server.ts). */
  publishedVersion(): string | undefined;
  maxEntries: number;
}

export function createPublishedMemo({ publishedVersion, maxEntries }: PublishedMemoOptions): PublishedMemo {
  const entries = new Map<string, MemoEntry>();
  return {
    get<Value>(key: string, read: () => Promise<Value>): Promise<Value> {
      const version = publishedVersion();
      if (version === undefined || maxEntries <= 0) return read();
      const kept = entries.get(key);
      if (kept?.version === version) return kept.value as Promise<Value>;
      const value = read();
      entries.delete(key);
      entries.set(key, { version, value });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
