import { describe, expect, it } from 'vitest';

import { MemoryPageStore, pageBytes, type CachedPage } from './page-store.server';

const page = (bodyBytes: number, staleUntil = Number.POSITIVE_INFINITY): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: new Uint8Array(bodyBytes),
  renderedAt: 0,
  freshUntil: 1_000,
  staleUntil,
  version: 'v1',
});

describe('the in-process page store', () => {
  it('keeps at most its number of pages, the least recently used leaving first', async () => {
    const store = new MemoryPageStore({ maxEntries: 2, maxBytes: 1_000_000 });
    await store.set('a', page(10));
    await store.set('b', page(10));
    expect(await store.get('a')).toBeDefined(); // a is now the most recently used
    await store.set('c', page(10));
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBeDefined();
    expect(await store.get('c')).toBeDefined();
    expect(store.entryCount).toBe(2);
  });

  it('keeps at most its bytes, counting bodies, headers and keys, and never a page heavier than all of them', async () => {
    const one = pageBytes('a', page(1_000));
    const store = new MemoryPageStore({ maxEntries: 100, maxBytes: one * 2 });
    await store.set('a', page(1_000));
    await store.set('b', page(1_000));
    expect(store.byteCount).toBe(one * 2);
    await store.set('c', page(1_000));
    expect(store.entryCount).toBe(2);
    expect(await store.get('a')).toBeUndefined();
    expect(store.byteCount).toBeLessThanOrEqual(one * 2);

    await store.set('huge', page(one * 3));
    expect(await store.get('huge')).toBeUndefined();
    expect(store.entryCount).toBe(2);
  });

  it('replaces a page under the same key without counting it twice, and frees its bytes when deleted', async () => {
    const store = new MemoryPageStore({ maxEntries: 10, maxBytes: 1_000_000 });
    await store.set('a', page(100));
    await store.set('a', page(300));
    expect(store.entryCount).toBe(1);
    expect(store.byteCount).toBe(pageBytes('a', page(300)));
    await store.delete('a');
    await store.delete('never-there');
    expect(store.byteCount).toBe(0);
    expect(store.entryCount).toBe(0);
  });

  it('drops a page past its stale time when it meets it', async () => {
    let now = 0;
    const store = new MemoryPageStore({ maxEntries: 10, maxBytes: 1_000_000 }, () => now);
    await store.set('a', page(100, 5_000));
    now = 4_999;
    expect(await store.get('a')).toBeDefined();
    now = 5_000;
    expect(await store.get('a')).toBeUndefined();
    expect(store.byteCount).toBe(0);
  });

  it('keeps nothing with no entries allowed', async () => {
    const store = new MemoryPageStore({ maxEntries: 0, maxBytes: 1_000_000 });
    await store.set('a', page(1));
    expect(await store.get('a')).toBeUndefined();
    expect(store.byteCount).toBe(0);
  });
});
