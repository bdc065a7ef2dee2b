export const RATE_LIMIT_PLUGIN_OPTIONS = Symbol('RATE_LIMIT_PLUGIN_OPTIONS');

export interface RateLimitPluginOptions {
  /** TRUSTED_PROXIES: whose `X-Forwarded-For` is believed (client-address.ts). */
  trustedProxies: readonly string[];
}
