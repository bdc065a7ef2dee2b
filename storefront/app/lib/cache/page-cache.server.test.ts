import { describe, expect, it } from 'vitest';

import { createPageCache, type PageCacheOptions } from './page-cache.server';
import { MemoryPageStore } from './page-store.server';

const SHARED = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

interface Rendering {
  /** What the next render answers. */
  answer: { status: number; body: string; cacheControl: string; setCookie?: string; serverTiming?: string };
  renders: string[];
  /** While set, renders wait for it (to hold several requests in one render). */
  gate?: Promise<void>;
}

/** A page cache over a fake renderer and clock; `key: null` in a request's header means "not cacheable". */
function harness(overrides: Partial<PageCacheOptions> = {}) {
  const clock = { now: 1_000_000 };
  let version: string | undefined = 'v1';
  const rendering: Rendering = { answer: { status: 200, body: 'page one', cacheControl: SHARED }, renders: [] };
  const store = new MemoryPageStore({ maxEntries: 100, maxBytes: 10_000_000 }, () => clock.now);
  const refreshErrors: unknown[] = [];
  const cache = createPageCache({
    store,
    variantOf: (request) => ({ key: request.headers.get('x-test-key') ?? new URL(request.url).pathname, request }),
    async render(request) {
      rendering.renders.push(new URL(request.url).pathname);
      const { status, body, cacheControl, setCookie, serverTiming } = rendering.answer;
      if (rendering.gate) await rendering.gate;
      if (status === 599) throw new Error('render failed');
      const headers = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': cacheControl, 'Content-Encoding': 'br' });
      if (setCookie) headers.append('Set-Cookie', setCookie);
      if (serverTiming) headers.set('Server-Timing', serverTiming);
      return new Response(body, { status, headers });
    },
    publishedVersion: () => version,
    now: () => clock.now,
    onRefreshError: (_key, error) => refreshErrors.push(error),
    ...overrides,
  });
  const get = async (path = '/en', headers: Record<string, string> = {}) => {
    const response = await cache.respond(new Request(`http://shop.test${path}`, { headers }));
    return { response, verdict: response.headers.get('x-shop-cache'), body: await response.text() };
  };
  return {
    cache,
    store,
    clock,
    rendering,
    refreshErrors,
    get,
    publish: (next: string) => {
      version = next;
    },
  };
}

describe('the page cache', () => {
  it('renders a shared page once and answers the next request for it from memory, as it was', async () => {
    const shop = harness();
    const first = await shop.get('/en');
    expect(first.verdict).toBe('miss');
    expect(first.response.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
    shop.clock.now += 10_000;
    const second = await shop.get('/en');
    expect(second.verdict).toBe('hit');
    expect(second.body).toBe('page one');
    expect(second.response.headers.get('cache-control')).toBe(SHARED);
    expect(second.response.headers.get('content-encoding')).toBe('br');
    expect(second.response.headers.get('content-length')).toBe(String('page one'.length));
    expect(second.response.headers.get('age')).toBe('10');
    expect(second.response.headers.get('server-timing')).toBeNull();
    expect(shop.rendering.renders).toEqual(['/en']);
  });

  it('puts the whole render time before the parts the render named, for the request that waited for it only', async () => {
    const shop = harness();
    shop.rendering.answer = { status: 200, body: 'page one', cacheControl: SHARED, serverTiming: 'data;dur=12.0, html;dur=8.5' };
    const first = await shop.get('/en');
    expect(first.response.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?, data;dur=12\.0, html;dur=8\.5$/);
    expect((await shop.get('/en')).response.headers.get('server-timing')).toBeNull();
  });

  it('keeps one page per key', async () => {
    const shop = harness();
    await shop.get('/en');
    await shop.get('/fr');
    expect((await shop.get('/en', { 'x-test-key': 'other variant' })).verdict).toBe('miss');
    expect(shop.rendering.renders).toEqual(['/en', '/fr', '/en']);
    expect((await shop.get('/fr')).verdict).toBe('hit');
  });

  it('renders a variant from its canonical request, and answers every request of the variant with it', async () => {
    const rendered: string[] = [];
    const shop = harness({
      variantOf(request) {
        const url = new URL(request.url);
        url.search = '';
        return { key: url.pathname, request: new Request(url) };
      },
      render(request) {
        rendered.push(request.url);
        return Promise.resolve(new Response('page one', { headers: { 'Cache-Control': SHARED } }));
      },
    });
    expect((await shop.get('/en?utm_source=mail')).verdict).toBe('miss');
    expect((await shop.get('/en?r=1')).verdict).toBe('hit');
    expect((await shop.get('/en?r=2')).verdict).toBe('hit');
    expect(rendered).toEqual(['http://shop.test/en']);
    expect(shop.store.entryCount).toBe(1);
  });

  it('never looks up nor keeps a request it has no key for', async () => {
    const shop = harness({ variantOf: () => undefined });
    const first = await shop.get('/en');
    expect(first.verdict).toBe('bypass');
    expect(first.response.headers.get('server-timing')).toMatch(/^render;dur=/);
    expect((await shop.get('/en')).verdict).toBe('bypass');
    expect(shop.rendering.renders).toHaveLength(2);
    expect(shop.store.entryCount).toBe(0);
  });

  it('keeps only what the page’s own Cache-Control lets a shared cache keep, and nothing that sets a cookie', async () => {
    for (const answer of [
      { status: 200, body: 'mine', cacheControl: 'private, no-cache' },
      { status: 200, body: 'mine', cacheControl: 'public, max-age=0' },
      { status: 404, body: 'not found', cacheControl: SHARED },
      { status: 200, body: 'with a cookie', cacheControl: SHARED, setCookie: 'locale=fr; Path=/' },
    ]) {
      const shop = harness();
      shop.rendering.answer = answer;
      const first = await shop.get('/en');
      expect(first.verdict).toBe('miss');
      expect(first.body).toBe(answer.body);
      expect((await shop.get('/en')).verdict).toBe('miss');
      expect(shop.rendering.renders).toHaveLength(2);
      expect(shop.store.entryCount).toBe(0);
    }
  });

  it('renders a page once for any number of requests that miss it together', async () => {
    const shop = harness();
    let open = () => {};
    shop.rendering.gate = new Promise((resolve) => (open = resolve));
    const requests = Array.from({ length: 5 }, () => shop.get('/en/esim-france.html'));
    await Promise.resolve();
    open();
    const answers = await Promise.all(requests);
    expect(shop.rendering.renders).toHaveLength(1);
    expect(answers.map((answer) => answer.verdict).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['page one']));
  });

  it('lets each waiting request render its own when the one render may not be shared', async () => {
    const shop = harness();
    shop.rendering.answer = { status: 200, body: 'private', cacheControl: 'private, no-cache' };
    let open = () => {};
    shop.rendering.gate = new Promise((resolve) => (open = resolve));
    const requests = [shop.get('/en'), shop.get('/en')];
    await Promise.resolve();
    open();
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.body)).toEqual(['private', 'private']);
    expect(shop.rendering.renders).toHaveLength(2);
  });

  it('serves a page past its freshness while one background render replaces it', async () => {
    const shop = harness();
    await shop.get('/en');
    shop.clock.now += 301_000; // past s-maxage
    shop.rendering.answer = { ...shop.rendering.answer, body: 'page two' };
    let open = () => {};
    shop.rendering.gate = new Promise((resolve) => (open = resolve));
    const stale = await Promise.all([shop.get('/en'), shop.get('/en'), shop.get('/en')]);
    expect(stale.map((answer) => [answer.verdict, answer.body])).toEqual([
      ['stale', 'page one'],
      ['stale', 'page one'],
      ['stale', 'page one'],
    ]);
    expect(shop.rendering.renders).toHaveLength(2); // the first, and one refresh for the three
    open();
    await shop.cache.settled();
    const fresh = await shop.get('/en');
    expect([fresh.verdict, fresh.body]).toEqual(['hit', 'page two']);
    expect(shop.rendering.renders).toHaveLength(2);
  });

  it('treats every page rendered under an older published version as stale', async () => {
    const shop = harness();
    await shop.get('/en');
    await shop.get('/fr');
    shop.publish('v2');
    shop.rendering.answer = { ...shop.rendering.answer, body: 'after the staff change' };
    expect((await shop.get('/en')).verdict).toBe('stale');
    expect((await shop.get('/fr')).verdict).toBe('stale');
    await shop.cache.settled();
    expect(await shop.get('/en')).toMatchObject({ verdict: 'hit', body: 'after the staff change' });
    expect(await shop.get('/fr')).toMatchObject({ verdict: 'hit', body: 'after the staff change' });
  });

  it('keeps a page rendered while the version changed stale: its render may have read the old data', async () => {
    const shop = harness();
    let open = () => {};
    shop.rendering.gate = new Promise((resolve) => (open = resolve));
    const first = shop.get('/en');
    await Promise.resolve();
    shop.publish('v2');
    open();
    expect((await first).verdict).toBe('miss');
    shop.rendering.gate = undefined;
    expect((await shop.get('/en')).verdict).toBe('stale');
  });

  it('runs a bounded number of background renders at once, all pages together', async () => {
    const shop = harness({ maxConcurrentRefreshes: 2 });
    for (const path of ['/a', '/b', '/c']) await shop.get(path);
    shop.publish('v2');
    let open = () => {};
    shop.rendering.gate = new Promise((resolve) => (open = resolve));
    for (const path of ['/a', '/b', '/c']) expect((await shop.get(path)).verdict).toBe('stale');
    expect(shop.rendering.renders).toEqual(['/a', '/b', '/c', '/a', '/b']);
    open();
    await shop.cache.settled();
    shop.rendering.gate = undefined;
    // /c was not refreshed: the next request for it starts its refresh.
    expect((await shop.get('/c')).verdict).toBe('stale');
    await shop.cache.settled();
    expect((await shop.get('/c')).verdict).toBe('hit');
  });

  it('stops serving a page the refresh found gone or no longer shared', async () => {
    const shop = harness();
    await shop.get('/en/esim-atlantis.html');
    shop.clock.now += 301_000;
    shop.rendering.answer = { status: 404, body: 'not found', cacheControl: 'private, no-cache' };
    expect((await shop.get('/en/esim-atlantis.html')).verdict).toBe('stale');
    await shop.cache.settled();
    expect(await shop.get('/en/esim-atlantis.html')).toMatchObject({ verdict: 'miss', body: 'not found' });
  });

  it('keeps serving the stale page while the backend fails, and says why', async () => {
    const shop = harness();
    await shop.get('/en');
    shop.clock.now += 301_000;
    shop.rendering.answer = { status: 503, body: 'down', cacheControl: 'private, no-cache' };
    await shop.get('/en');
    await shop.cache.settled();
    shop.rendering.answer = { status: 599, body: '', cacheControl: '' };
    await shop.get('/en');
    await shop.cache.settled();
    expect(shop.refreshErrors).toHaveLength(1);
    expect(await shop.get('/en')).toMatchObject({ verdict: 'stale', body: 'page one' });
  });

  it('renders again, waiting for it, once a page is past its stale time too', async () => {
    const shop = harness();
    await shop.get('/en');
    shop.clock.now += (300 + 86_400) * 1000;
    shop.rendering.answer = { ...shop.rendering.answer, body: 'a day later' };
    expect(await shop.get('/en')).toMatchObject({ verdict: 'miss', body: 'a day later' });
  });
});
