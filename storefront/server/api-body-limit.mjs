/**
 * The largest body the storefront forwards to `/shop-api`: the same variable and default as the
 * backend's own limit (`backend/src/api-hardening/body-limit-default.ts`), so that the proxy and
 * the backend refuse the same requests with the same 413 (`api-body-limit.test.ts` checks it).
 */
export const DEFAULT_API_MAX_BODY_BYTES = 100 * 1024;
export const API_MAX_BODY_BYTES_VARIABLE = 'API_MAX_BODY_BYTES';

/** The limit `env` sets, the default when unset or blank; a value that is not a whole number of bytes ≥ 1000 stops the server. */
export function apiMaxBodyBytes(env) {
  const value = (env[API_MAX_BODY_BYTES_VARIABLE] ?? '').trim();
  if (value === '') return DEFAULT_API_MAX_BODY_BYTES;
  if (!/^[1-9]\d{3,8}$/.test(value))
    throw new Error(`${API_MAX_BODY_BYTES_VARIABLE} must be a whole number of bytes, 1000 or more (got "${value}")`);
  return Number(value);
}

/** The Shop API's own limit: the same number as the backend's (`SHOP_API_MAX_BODY_BYTES` in body-limit-default.ts). */
export const SHOP_API_MAX_BODY_BYTES = 24_000;

/** What the /shop-api proxy forwards at most: the Shop API's limit, or API_MAX_BODY_BYTES when smaller. */
export function shopApiMaxBodyBytes(env) {
  return Math.min(apiMaxBodyBytes(env), SHOP_API_MAX_BODY_BYTES);
}
