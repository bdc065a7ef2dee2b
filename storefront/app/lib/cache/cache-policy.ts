import type { CatalogFacet } from '@shop/api';

/** What a catalogue page's canonical query is made of: the request's, the route's path parameters, the catalogue's facets. */
export interface PageQueryInput {
  search: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
  /** The catalogue's facets, for a page with `facetFilters`; none for any other. */
  facets: readonly CatalogFacet[];
}

/**
 * The query a page's render reads, in its one canonical form (`tab=regional`, '' for none), by the
 * same reader its loader uses: every other parameter, and every value the page reads as another
 * (a malformed page number, a tab it does not have), gives the same.
 */
export type CanonicalQuery = (input: PageQueryInput) => string;

/**
 * A catalogue page a shared cache may keep: the same for every visitor of a locale and currency,
 * and of its canonical query. Any other parameter (utm_*, gclid, a made-up `r`) changes nothing on
 * the page: the page cache leaves it out of its key and out of the render, so it serves the
 * canonical page from the cache (shop-page-cache.server.ts). With `facetFilters`, the canonical
 * query is given the catalogue's facets (a listing's filters, spec §2).
 */
export interface CataloguePageHandle {
  cacheable: true;
  canonicalQuery: CanonicalQuery;
  facetFilters: boolean;
}

const NO_QUERY: CanonicalQuery = () => '';

export function cataloguePage(canonicalQuery: CanonicalQuery = NO_QUERY, { facetFilters = false } = {}): CataloguePageHandle {
  return { cacheable: true, canonicalQuery, facetFilters };
}

/** Pages whose URL carries a secret (the guest's eSIM usage link): no cache anywhere may keep them, not even the browser's. */
export const SECRET_URL_PAGE = { noStore: true } as const;

export interface CachePolicyInput {
  status: number;
  /** The page's route declared itself a catalogue page. */
  catalogueRoutes: boolean;
  /** The page's route declared itself a SECRET_URL_PAGE. */
  noStore?: boolean;
  /** The response sets cookies (a session or a remembered language): it is this visitor's alone. */
  setsCookies: boolean;
  /** The request carries the shopper's backend session: prices or cart state could be theirs. */
  hasSession: boolean;
  /** The page's locale came from the request (`/`), not from its URL. */
  localeFromRequest: boolean;
}

/**
 * Issue #3: catalogue pages are cacheable per locale with stale-while-revalidate. The currency
 * cookie changes prices, so the cache keys on cookies too; anything personal stays private.
 */
export function cacheHeaders(input: CachePolicyInput): Record<string, string> {
  if (input.noStore) return { 'Cache-Control': 'private, no-store' };
  if (input.status !== 200 || !input.catalogueRoutes || input.setsCookies || input.hasSession) {
    return { 'Cache-Control': 'private, no-cache' };
  }
  return {
    'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
    Vary: input.localeFromRequest ? 'Cookie, Accept-Language' : 'Cookie',
  };
}

/** Cache-Control's `public` directive: a shared cache may keep the answer for other visitors. */
const PUBLIC_DIRECTIVE = /(?:^|,)\s*public\s*(?:,|$)/iu;

/** Whether these cache headers let a shared cache (a CDN, a proxy) keep the page for other visitors. */
export function isSharedCacheable(headers: Record<string, string>): boolean {
  return PUBLIC_DIRECTIVE.test(headers['Cache-Control'] ?? '');
}

/**
 * The Cache-Control of an answer once a cookie is set on it for this browser (a session's marker
 * mended on a page the cache served): a public one becomes `private, no-cache`, so no shared cache
 * keeps one browser's cookie for others; any other stays as it was.
 */
export function cacheControlSettingCookies(cacheControl: string | null): string | null {
  return cacheControl !== null && PUBLIC_DIRECTIVE.test(cacheControl) ? 'private, no-cache' : cacheControl;
}

/** How long a shared cache may serve a response as it is, then stale while it refreshes it (seconds). */
export interface SharedLifetimes {
  freshSeconds: number;
  staleSeconds: number;
}

const directiveSeconds = (cacheControl: string, name: string) => {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)\\s*(?:,|$)`, 'u').exec(cacheControl);
  return match ? Number(match[1]) : undefined;
};

/**
 * What a shared cache (the storefront's own page cache, a CDN) may do with a response of this
 * `Cache-Control`: keep it `s-maxage` (else `max-age`) seconds and serve it stale for
 * `stale-while-revalidate` more; undefined when it must not keep it at all.
 */
export function sharedLifetimes(cacheControl: string | null): SharedLifetimes | undefined {
  const value = (cacheControl ?? '').toLowerCase();
  if (!PUBLIC_DIRECTIVE.test(value) || /(?:^|,)\s*(?:private|no-store|no-cache)\b/u.test(value)) return undefined;
  const freshSeconds = directiveSeconds(value, 's-maxage') ?? directiveSeconds(value, 'max-age') ?? 0;
  if (freshSeconds <= 0) return undefined;
  return { freshSeconds, staleSeconds: directiveSeconds(value, 'stale-while-revalidate') ?? 0 };
}
