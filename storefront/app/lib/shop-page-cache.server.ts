import type { ShopConfig } from '../config.server';
import { hasShopSession } from './cache-policy';
import { currencyOfRequest } from './currency';
import { detectLocale, localeOfPath } from './locale-detection';
import { createPageCache, type PageCache } from './page-cache.server';
import { negotiatedEncoding } from './page-compression.server';
import { MemoryPageStore } from './page-store.server';
import { shopPublishedVersion } from './shop-published.server';

/**
 * The variant of a page an anonymous GET asks for: everything a catalogue page's bytes depend on.
 * The origin (its canonical and Open Graph links), the path and query, the language (from the path,
 * or on `/` from the locale cookie and Accept-Language, as the root loader reads it), the currency
 * cookie's value (prices), and the encoding the body is compressed in. The currency is keyed by the
 * cookie's value, not the whole Cookie header that the answer's `Vary: Cookie` names: a visitor's
 * other cookies (consent, analytics) change nothing on the page. A request with a shop session is
 * never answered from the cache (its prices or cart could be its own).
 */
export function pageVariantKey(request: Request, config: Pick<ShopConfig, 'defaultLocale' | 'defaultCurrency'>): string | undefined {
  if (request.method !== 'GET' || hasShopSession(request.headers.get('cookie'))) return undefined;
  const url = new URL(request.url);
  // React Router's data requests (a client-side navigation's `.data`) are never shared (no public
  // Cache-Control): keying them would only make concurrent ones wait for each other's render.
  if (url.pathname.endsWith('.data')) return undefined;
  const locale = localeOfPath(url.pathname) ?? detectLocale(request, config.defaultLocale);
  const currency = currencyOfRequest(request, config.defaultCurrency);
  const encoding = negotiatedEncoding(request.headers.get('accept-encoding')) ?? 'identity';
  return `${url.origin}${url.pathname}${url.search} ${locale} ${currency} ${encoding}`;
}

/**
 * The page cache the storefront server puts in front of React Router (storefront/server/index.mjs):
 * in memory, bounded by the configuration, dropped when the backend's published version changes.
 * With `PAGE_CACHE_MAX_ENTRIES=0` every page is rendered (the answers still say `bypass`).
 */
export function createShopPageCache(render: (request: Request) => Promise<Response>, config: ShopConfig): PageCache {
  const { maxEntries, maxBytes } = config.pageCache;
  const off = maxEntries === 0;
  const version = off ? undefined : shopPublishedVersion(config);
  return createPageCache({
    store: new MemoryPageStore({ maxEntries, maxBytes }),
    keyOf: off ? () => undefined : (request) => pageVariantKey(request, config),
    render,
    publishedVersion: () => version?.current(),
    onRefreshError: (key, error) => console.error(`[page-cache] refreshing ${key} failed:`, error),
  });
}
