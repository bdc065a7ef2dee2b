import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

import { getCatalogFacets, type CatalogFacet } from '@shop/api';

import type { ShopConfig } from '../../config.server';
import type { CataloguePageHandle } from './cache-policy';
import { currencyOfRequest } from '../i18n/currency';
import { localeOfPath } from '../i18n/locale-detection';
import { detectLocale } from '../i18n/locale-detection.server';
import { createPageCache, type PageCache, type PageVariant } from './page-cache.server';
import { preferredEncoding } from '../../../server/negotiation.mjs';
import { MemoryPageStore } from './page-store.server';
import { shopPublishedMemo, shopPublishedVersion } from './shop-published.server';
import { anonymousShopClient } from '../shop-api/shop.server';
import { withoutSessionCookies } from '../shop-api/shop-session.server';

/** A path's catalogue page: its route's handle and the path's parameters (`:slug`, `:page`…). */
export interface MatchedCataloguePage {
  page: CataloguePageHandle;
  params: Readonly<Record<string, string | undefined>>;
}

/** What a page variant's key depends on besides the request: the page's route and the catalogue's facets. */
export interface PageVariantSources {
  /** The catalogue page a path is; undefined for any other page. */
  cataloguePageOf(pathname: string): MatchedCataloguePage | undefined;
  /** The catalogue's facets, or undefined when they cannot be read now (the backend is down). */
  catalogueFacets(): Promise<readonly CatalogFacet[] | undefined>;
}

type Configured = Pick<ShopConfig, 'defaultLocale' | 'defaultCurrency'>;

/**
 * The variant of a page an anonymous GET asks for (its key) and the request its render is made of:
 * everything a catalogue page's bytes depend on, and nothing else. The origin (the configured public
 * one, storefront/server/index.mjs), the path, the query the page's route reads in its canonical
 * form (`cataloguePage(canonicalQuery)`; any other parameter, utm_* or a made-up `?r=`, and any
 * value the page reads as another, is left out of the key and of the render, so it is served the
 * canonical page from the cache, and the URL the visitor has keeps it for the browser's scripts),
 * the language (from the path, or on `/` from the locale cookie and
 * Accept-Language, as the root loader reads it), the currency cookie's value (prices), and the
 * encoding the body is compressed in. The currency is keyed by the cookie's value, not the whole
 * Cookie header that the answer's `Vary: Cookie` names: a visitor's other cookies (consent,
 * analytics) change nothing on the page. A shopper's session (a cart, a login) changes nothing on
 * it either (issue 36): a catalogue page holds nothing of theirs (the cart, the greeting and the
 * account come from the Shop API after `load`, prices follow the channel's zone until an order has a
 * billing address), so the page is rendered without the session's cookies and shared; the browser
 * fills the personal parts in. Pages no shared cache keeps (account, checkout, not found), a
 * navigation's `.data` and anything but a GET or a HEAD have no variant.
 */
export function pageVariant(
  request: Request,
  config: Configured,
  sources: PageVariantSources,
): PageVariant | undefined | Promise<PageVariant | undefined> {
  const cookie = request.headers.get('cookie');
  // A HEAD is the GET's answer without its body (the server drops it): the same variant, rendered as a GET.
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  // React Router's data requests (a client-side navigation's `.data`) are never shared (no public
  // Cache-Control): keying them would only make concurrent ones wait for each other's render.
  if (url.pathname.endsWith('.data')) return undefined;
  const matched = sources.cataloguePageOf(url.pathname);
  if (!matched) return undefined;
  const variantOf = (facets: readonly CatalogFacet[]): PageVariant => {
    const canonical = new URL(url.pathname, url.origin);
    canonical.search = matched.page.canonicalQuery({ search: url.searchParams, params: matched.params, facets });
    const headers = new Headers(request.headers);
    if (cookie !== null) headers.set('cookie', withoutSessionCookies(cookie));
    const locale = localeOfPath(url.pathname) ?? detectLocale(request, config.defaultLocale);
    const currency = currencyOfRequest(request, config.defaultCurrency);
    const encoding = preferredEncoding(request.headers.get('accept-encoding')) ?? 'identity';
    return {
      key: `${canonical.origin}${canonical.pathname}${canonical.search} ${locale} ${currency} ${encoding}`,
      request: new Request(canonical, { method: 'GET', headers, signal: request.signal }),
    };
  };
  if (!matched.page.facetFilters) return variantOf([]);
  return sources.catalogueFacets().then((facets) => (facets ? variantOf(facets) : undefined));
}

/** The build's flat route list (each route names its parent) as the tree React Router matches. */
function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return [route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: routeTree(routes, id) }];
  });
}

/** Paths matched last, kept so a burst of requests does not match the routes again (bounded: made-up paths come too). */
const MATCHED_PATHS_KEPT = 2_000;

/**
 * The catalogue page a path is in the server build's routes, matched as React Router matches them:
 * the deepest route's `handle` when it is a `cataloguePage(...)`, with the path's parameters. React
 * Router's route manifest (`/__manifest?paths=…`, which lazy route discovery asks before a
 * client-side navigation) is answered before any route: no page, whatever it looks like.
 */
export function cataloguePages(
  build: Pick<ServerBuild, 'routes' | 'routeDiscovery' | 'basename'>,
): (pathname: string) => MatchedCataloguePage | undefined {
  const { routes } = build;
  const tree = routeTree(routes, undefined);
  const manifestPath = `${(build.basename ?? '').replace(/\/$/, '')}${build.routeDiscovery.manifestPath}`;
  const matched = new Map<string, MatchedCataloguePage | undefined>();
  return (pathname) => {
    if (pathname === manifestPath) return undefined;
    if (matched.has(pathname)) return matched.get(pathname);
    const leaf = matchRoutes(tree, pathname)?.at(-1);
    const handle = leaf ? (routes[leaf.route.id ?? '']?.module.handle as Partial<CataloguePageHandle> | undefined) : undefined;
    const page = leaf && handle?.cacheable === true ? { page: handle as CataloguePageHandle, params: leaf.params } : undefined;
    if (matched.size >= MATCHED_PATHS_KEPT) matched.clear();
    matched.set(pathname, page);
    return page;
  };
}

/**
 * The page cache the storefront server puts in front of React Router (storefront/server/index.mjs):
 * in memory, bounded by the configuration, dropped when the backend's published version changes.
 * With `PAGE_CACHE_MAX_ENTRIES=0` every page is rendered (the answers still say `bypass`).
 */
export function createShopPageCache(render: (request: Request) => Promise<Response>, config: ShopConfig, build: ServerBuild): PageCache {
  const { maxEntries, maxBytes } = config.pageCache;
  const off = maxEntries === 0;
  const version = off ? undefined : shopPublishedVersion(config);
  const sources: PageVariantSources = {
    cataloguePageOf: cataloguePages(build),
    // Read once per published version (the memo), by a client of no shopper.
    catalogueFacets: () =>
      shopPublishedMemo()
        .get('catalogue-facets', () => getCatalogFacets(anonymousShopClient(config.defaultLocale)))
        .catch(() => undefined),
  };
  return createPageCache({
    store: new MemoryPageStore({ maxEntries, maxBytes }),
    variantOf: off ? () => undefined : (request) => pageVariant(request, config, sources),
    render,
    publishedVersion: () => version?.current(),
    onRefreshError: (key, error) => console.error(`[page-cache] refreshing ${key} failed:`, error),
  });
}
