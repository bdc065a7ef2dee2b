import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { configuredBy } from '../configured-plugin';
import { trustedProxies } from './client-address';
import { RATE_LIMIT_PLUGIN_OPTIONS, type RateLimitPluginOptions } from './constants';
import { RateLimitHit } from './rate-limit-hit.entity';
import { RateLimiter } from './rate-limiter.service';

/**
 * The shop's one rate limiter and the one answer to "who is calling" (issue 15). Other plugins
 * import this one and inject RateLimiter: the account (login, registration, reset), the
 * shoppers' forms (contact, reviews: form-submissions) and the cart (coupon codes). It also sets
 * Express's `trust proxy` to TRUSTED_PROXIES, so `req.ip` and every other forwarded header
 * Express reads follow the same rule.
 */
/** A plugin that imports this one while the config lacks `RateLimitPlugin.init(…)` fails at start, not on a request. */
function optionsGiven(): RateLimitPluginOptions {
  if (!RateLimitPlugin.options) throw new Error("RateLimitPlugin.init({ trustedProxies }) must be among the config's plugins");
  return RateLimitPlugin.options;
}

@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [RateLimitHit],
  providers: [{ provide: RATE_LIMIT_PLUGIN_OPTIONS, useFactory: optionsGiven }, RateLimiter],
  exports: [RateLimiter],
  configuration: (config) => {
    config.apiOptions.trustProxy = trustedProxies(optionsGiven().trustedProxies);
    return config;
  },
  compatibility: '^3.0.0',
})
export class RateLimitPlugin extends configuredBy<RateLimitPluginOptions | undefined>() {}
