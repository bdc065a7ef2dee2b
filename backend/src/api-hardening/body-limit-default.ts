/**
 * The largest JSON (or form) body the backend reads: the Shop and Admin APIs' GraphQL requests
 * (the storefront's largest is under 2 KB; a blog post saved from the dashboard with its 8
 * translations about 20 KB). The storefront's `/shop-api` proxy reads the same variable with the
 * same default (`storefront/server/api-body-limit.mjs`; `storefront/server/api-body-limit.test.ts`
 * checks that they agree). Multipart uploads (contact, reviews, dashboard assets) have their own limits.
 */
export const DEFAULT_API_MAX_BODY_BYTES = 100 * 1024;
export const API_MAX_BODY_BYTES_VARIABLE = 'API_MAX_BODY_BYTES';
