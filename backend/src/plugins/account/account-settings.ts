import { DEFAULT_ACCOUNT_EMAILS_PER_HOUR } from './email-caps';
import { DEFAULT_RATE_LIMIT } from './rate-limit/rate-limit-rule';
import type { AccountPluginOptions } from './constants';

/** What config.ts knows of the account's places rather than the environment. */
export type AccountPlaces = Pick<AccountPluginOptions, 'storefrontOrigin' | 'seedDataDir'>;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`Invalid account environment: ${name} must be a whole number of at least 1`);
  return value;
}

/**
 * `ACCOUNT_RATE_LIMIT_PER_MINUTE` (default 10, issue 5) and `ACCOUNT_EMAILS_PER_HOUR` (default 3,
 * issue 30) let a test shop whose journeys all come from one address, and reuse a few email
 * addresses, allow more; production keeps the defaults.
 */
export function readAccountSettings({ storefrontOrigin, seedDataDir }: AccountPlaces, env: NodeJS.ProcessEnv): AccountPluginOptions {
  return {
    storefrontOrigin: new URL(storefrontOrigin).origin,
    seedDataDir,
    rateLimitPerMinute: wholeNumber(env, 'ACCOUNT_RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT),
    emailsPerHour: wholeNumber(env, 'ACCOUNT_EMAILS_PER_HOUR', DEFAULT_ACCOUNT_EMAILS_PER_HOUR),
  };
}
