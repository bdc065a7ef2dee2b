import { z } from 'zod';

import { optionalCronSchedule, optionalMilliseconds, optionalText, parseEnvironment, storefrontOriginOf } from '../../../env-settings';
import { DEFAULT_DECLINE_LIMITS, type DeclineLimits } from './decline-limits';

/** The sandbox's development keys, the same defaults as backend/sandbox/card-acquirer/settings.ts. */
const SANDBOX_PUBLIC_KEY = 'pk_sandbox_esim_shop';
const SANDBOX_SECRET_KEY = 'sk_sandbox_esim_shop';
/** Every 10 seconds (seconds first): a shopper charged for an order not yet paid waits no longer than that. */
const DEFAULT_RECONCILE_SCHEDULE = '*/10 * * * * *';

export interface CardPaymentSettings {
  /** The gateway as the backend calls it (server to server). */
  gatewayUrl: string;
  /** The gateway as browsers reach it for tokenization and the challenge. */
  publicUrl: string;
  publicKey: string;
  secretKey: string;
  /** How long one gateway call may take before the debit answers CARD_GATEWAY_TIMEOUT. */
  timeoutMs: number;
  /** The storefront, for the challenge page and the return page's addresses, and Apple Pay's merchant domain. */
  storefrontOrigin: string;
  /** The merchant's name on the Apple Pay sheet. */
  applePayDisplayName: string;
  /**
   * Longer than the slowest attempt (a look-up, a debit, two transactions): an attempt still
   * running after this was left by a process that died.
   */
  staleAfterMs: number;
  /** Cron of the reconciliation of debits whose answer was lost (5 fields, or 6 with seconds first). */
  reconcileSchedule: string;
  /**
   * How old a debit whose answer was lost must be before the reconciliation asks the gateway about
   * it: until then the shopper's own retry settles it, and the two would only wait on each other.
   */
  reconcileAfterMs: number;
  /** Declines allowed per order, session, address and card, and the burst that alerts staff (decline-limits.ts). */
  declineLimits: DeclineLimits;
}

/** A count of at least 1 (a limit of 0 would refuse every card). */
const optionalCount = optionalText.pipe(
  z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().int().min(1).max(1_000_000)).optional(),
);

const schema = z.object({
  CARD_GATEWAY_URL: optionalText.pipe(z.url().optional()),
  CARD_GATEWAY_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  CARD_GATEWAY_PUBLIC_KEY: optionalText,
  CARD_GATEWAY_SECRET_KEY: optionalText,
  CARD_GATEWAY_TIMEOUT_MS: optionalMilliseconds,
  APPLE_PAY_DISPLAY_NAME: optionalText.pipe(z.string().max(64).optional()),
  STOREFRONT_ORIGIN: optionalText,
  CARD_RECONCILE_SCHEDULE: optionalCronSchedule,
  CARD_RECONCILE_AFTER_MS: optionalMilliseconds,
  CARD_DECLINES_PER_ADDRESS: optionalCount,
  CARD_DECLINES_PER_CARD: optionalCount,
  CARD_DECLINE_ALERT_AFTER: optionalCount,
});

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Read by the plugin itself (config.ts only names the plugin). Nothing is contacted at start: a
 * shop whose gateway is down still starts, and debits then answer CARD_GATEWAY_UNAVAILABLE.
 */
export function readCardPaymentSettings(env: NodeJS.ProcessEnv): CardPaymentSettings {
  const raw = parseEnvironment(schema, env, 'card gateway');
  const gatewayUrl = withoutSlash(raw.CARD_GATEWAY_URL ?? 'http://127.0.0.1:3002');
  const storefrontOrigin = storefrontOriginOf(raw.STOREFRONT_ORIGIN);
  const timeoutMs = raw.CARD_GATEWAY_TIMEOUT_MS ?? 8_000;
  return {
    gatewayUrl,
    publicUrl: withoutSlash(raw.CARD_GATEWAY_PUBLIC_URL ?? gatewayUrl),
    publicKey: raw.CARD_GATEWAY_PUBLIC_KEY ?? SANDBOX_PUBLIC_KEY,
    secretKey: raw.CARD_GATEWAY_SECRET_KEY ?? SANDBOX_SECRET_KEY,
    timeoutMs,
    storefrontOrigin,
    applePayDisplayName: raw.APPLE_PAY_DISPLAY_NAME ?? 'eSIM Shop',
    staleAfterMs: timeoutMs * 3 + 30_000,
    reconcileSchedule: raw.CARD_RECONCILE_SCHEDULE ?? DEFAULT_RECONCILE_SCHEDULE,
    reconcileAfterMs: raw.CARD_RECONCILE_AFTER_MS ?? 30_000,
    // The tests' shops raise the address and card counts: all their shoppers are one machine paying with the same test cards.
    declineLimits: {
      ...DEFAULT_DECLINE_LIMITS,
      perAddress: raw.CARD_DECLINES_PER_ADDRESS ?? DEFAULT_DECLINE_LIMITS.perAddress,
      perCard: raw.CARD_DECLINES_PER_CARD ?? DEFAULT_DECLINE_LIMITS.perCard,
      alertAfter: raw.CARD_DECLINE_ALERT_AFTER ?? DEFAULT_DECLINE_LIMITS.alertAfter,
    },
  };
}
