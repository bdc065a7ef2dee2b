import { sharedLifetimes } from './cache-policy';
import type { CachedPage, PageStore } from './page-store.server';

/** Tells tests and operators what the page cache did with a request. */
const CACHE_VERDICT_HEADER = 'X-Shop-Cache';

/**
 * - `hit`: served from the cache, fresh;
 * - `stale`: served from the cache past its freshness (or of an older published version) while
 *   one new render is made in the background;
 * - `miss`: looked up, not there (or not reusable), rendered for this request;
 * - `bypass`: not looked up, never stored: a request that is not a plain anonymous GET (a session,
 *   a form post) or a cache that is off.
 */
type CacheVerdict = 'hit' | 'stale' | 'miss' | 'bypass';

/**
 * The variant of a page a request asks for: its key, and the request a render for that key is made
 * of (the canonical one: what the page reads of the request and nothing else, so every request of
 * the key would get the same bytes).
 */
export interface PageVariant {
  key: string;
  request: Request;
}

export interface PageCacheOptions {
  store: PageStore;
  /** The variant of the page a request asks for, or undefined when no cache may answer it. */
  variantOf(request: Request): PageVariant | undefined | Promise<PageVariant | undefined>;
  /** Renders a page (React Router's request handler). */
  render(request: Request): Promise<Response>;
  /** The backend's published version now (staff changed the catalogue or content when it changes). */
  publishedVersion(): string | undefined;
  now?: () => number;
  /**
   * Background refreshes running at once, all keys together: after staff publish a change every
   * cached page turns stale together, and refreshing them all at once would starve the requests.
   */
  maxConcurrentRefreshes?: number;
  /** A background refresh failed (the stale page stays). */
  onRefreshError?: (key: string, error: unknown) => void;
}

export interface PageCache {
  respond(request: Request): Promise<Response>;
  /** Resolves when the background refreshes started so far are done (tests, shutdown). */
  settled(): Promise<void>;
}

const DEFAULT_MAX_CONCURRENT_REFRESHES = 2;

/**
 * A render made for the cache: the page kept (with the render's Server-Timing, which only the
 * request that waited for the render is told), or the response as it came when it may not be kept.
 */
type Rendered =
  { page: CachedPage; serverTiming: string; response?: undefined } | { page?: undefined; serverTiming?: undefined; response: Response };

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) copy.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy });
}

/**
 * The storefront's shared page cache (issue 17): anonymous catalogue and content pages rendered
 * once per variant (path, language, currency, encoding) and served to every visitor asking for the
 * same, so one machine survives a spike without a CDN. A response is kept only when its own
 * `Cache-Control` lets a shared cache keep it (cache-policy.ts decides, as for any CDN), for
 * `s-maxage`, then served stale for up to `stale-while-revalidate` while one background render per
 * key replaces it. A new published version (staff changed the catalogue or content) makes every
 * page rendered before it stale. Concurrent misses of one key wait for a single render.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxRefreshes = options.maxConcurrentRefreshes ?? DEFAULT_MAX_CONCURRENT_REFRESHES;
  /** The render under way per key, foreground or background: at most one each. */
  const rendering = new Map<string, Promise<Rendered>>();
  const refreshes = new Set<Promise<unknown>>();

  async function timedRender(request: Request): Promise<Response> {
    const startedAt = performance.now();
    const response = await options.render(request);
    // The whole first, then the parts the render named (entry.server.tsx: data, html).
    const parts = response.headers.get('server-timing');
    const whole = `render;dur=${(performance.now() - startedAt).toFixed(1)}`;
    return withHeaders(response, { 'Server-Timing': parts ? `${whole}, ${parts}` : whole });
  }

  /** Renders and, when the response may be shared, reads its body whole and stores it. */
  async function renderForStore(key: string, request: Request): Promise<Rendered> {
    const version = options.publishedVersion();
    const renderedAt = now();
    const response = await timedRender(request);
    const lifetimes = response.status === 200 ? sharedLifetimes(response.headers.get('cache-control')) : undefined;
    if (!lifetimes || response.headers.has('set-cookie')) return { response };
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name !== 'server-timing');
    const freshUntil = renderedAt + lifetimes.freshSeconds * 1000;
    const page: CachedPage = {
      status: response.status,
      headers,
      body,
      renderedAt,
      freshUntil,
      staleUntil: freshUntil + lifetimes.staleSeconds * 1000,
      version,
    };
    await options.store.set(key, page);
    return { page, serverTiming: response.headers.get('server-timing') ?? '' };
  }

  /** One render per key at a time: whoever comes while it runs waits for it. */
  function renderOnce(key: string, request: Request): { rendered: Promise<Rendered>; joined: boolean } {
    const running = rendering.get(key);
    if (running) return { rendered: running, joined: true };
    const rendered = renderForStore(key, request).finally(() => rendering.delete(key));
    rendering.set(key, rendered);
    return { rendered, joined: false };
  }

  function replay(page: CachedPage, verdict: CacheVerdict): Response {
    const headers = new Headers(page.headers);
    headers.set(CACHE_VERDICT_HEADER, verdict);
    headers.set('Content-Length', String(page.body.byteLength));
    if (verdict !== 'miss') headers.set('Age', String(Math.max(0, Math.floor((now() - page.renderedAt) / 1000))));
    return new Response(page.body, { status: page.status, headers });
  }

  function refreshInBackground(key: string, request: Request): void {
    if (rendering.has(key) || refreshes.size >= maxRefreshes) return;
    // Its own request: the visitor who set it off may leave, and their abort must not stop it.
    const detached = new Request(request.url, { method: 'GET', headers: request.headers });
    const refresh = renderOnce(key, detached)
      .rendered.then(async ({ response }) => {
        if (!response) return;
        await response.body?.cancel();
        // The page is gone or no longer shared (404, now private): stop serving the old copy. A
        // failing backend (5xx) leaves the stale copy in place, better than an error page.
        if (response.status < 500) await options.store.delete(key);
      })
      .catch((error: unknown) => options.onRefreshError?.(key, error))
      .finally(() => refreshes.delete(refresh));
    refreshes.add(refresh);
  }

  async function respond(original: Request): Promise<Response> {
    // Awaited only when it is a promise: a key known at once keeps the lookup in this same tick.
    const found = options.variantOf(original);
    const variant = found instanceof Promise ? await found : found;
    if (variant === undefined) return withHeaders(await timedRender(original), { [CACHE_VERDICT_HEADER]: 'bypass' });
    const { key, request } = variant;
    const cached = await options.store.get(key);
    if (cached && now() < cached.staleUntil) {
      if (now() < cached.freshUntil && cached.version === options.publishedVersion()) return replay(cached, 'hit');
      refreshInBackground(key, request);
      return replay(cached, 'stale');
    }
    const { rendered, joined } = renderOnce(key, request);
    const { page, serverTiming, response } = await rendered;
    if (page && joined) return replay(page, 'hit');
    if (page) return withHeaders(replay(page, 'miss'), { 'Server-Timing': serverTiming });
    // A page that may not be shared: the one who rendered it takes it; those who waited render their own.
    if (!joined) return withHeaders(response, { [CACHE_VERDICT_HEADER]: 'miss' });
    return withHeaders(await timedRender(request), { [CACHE_VERDICT_HEADER]: 'miss' });
  }

  return {
    respond,
    async settled() {
      while (refreshes.size > 0) await Promise.allSettled([...refreshes]);
    },
  };
}
