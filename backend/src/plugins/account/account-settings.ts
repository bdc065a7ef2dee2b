import { DEFAULT_RATE_LIMIT } from './rate-limit/rate-limit-rule';
import type { AccountPluginOptions } from './constants';

/**
 * `ACCOUNT_RATE_LIMIT_PER_MINUTE` (default 10, issue 5) lets a test shop whose journeys all come
 * from one address allow more; production keeps the default.
 */
export function readAccountSettings(storefrontOrigin: string, env: NodeJS.ProcessEnv): AccountPluginOptions {
  const raw = env['ACCOUNT_RATE_LIMIT_PER_MINUTE']?.trim();
  const limit = raw ? Number(raw) : DEFAULT_RATE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error('Invalid account environment: ACCOUNT_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1');
  return { storefrontOrigin: new URL(storefrontOrigin).origin, rateLimitPerMinute: limit };
}
