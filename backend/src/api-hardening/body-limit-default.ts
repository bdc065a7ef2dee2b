/**
 * The largest JSON (or form) body the backend reads: the Shop and Admin APIs' GraphQL requests
 * (the storefront's largest is under 2 KB; a blog post saved from the dashboard with its 8
 * translations about 20 KB). The storefront's `/shop-api` proxy reads the same variable with the
 * same default (`storefront/server/api-body-limit.mjs`; `storefront/server/api-body-limit.test.ts`
 * checks that they agree). Multipart uploads (contact, reviews, dashboard assets) have their own limits.
 */
export const DEFAULT_API_MAX_BODY_BYTES = 100 * 1024;
export const API_MAX_BODY_BYTES_VARIABLE = 'API_MAX_BODY_BYTES';

/**
 * The Shop API's own, smaller limit (issue 30): twice, rounded down, its largest request from the storefront, an
 * order message of 2,000 characters, at most 6 JSON bytes each (\\u-escaped), in its small document:
 * 12,185 bytes (`api/shop-api-body-limit.test.ts` builds it and fails if they drift apart). A smaller
 * API_MAX_BODY_BYTES applies to it too. The storefront's /shop-api proxy uses the same number
 * (`storefront/server/api-body-limit.mjs`).
 */
export const SHOP_API_MAX_BODY_BYTES = 24_000;

export function shopApiMaxBodyBytes(apiMaxBodyBytes: number): number {
  return Math.min(apiMaxBodyBytes, SHOP_API_MAX_BODY_BYTES);
}
