import { z } from 'zod';

import { optionalCronSchedule, optionalMilliseconds, optionalText, parseEnvironment, storefrontOriginOf } from '../../../env-settings';
import { CARD_PROVIDERS, type CardProvider } from './constants';
import { DEFAULT_DECLINE_LIMITS, type DeclineLimits } from './decline-limits';

/** The sandbox's development keys, the same defaults as backend/sandbox/card-acquirer/settings.ts. */
const SANDBOX_PUBLIC_KEY = 'pk_sandbox_esim_shop';
const SANDBOX_SECRET_KEY = 'sk_sandbox_esim_shop';
/** Stripe's simulator (backend/sandbox/stripe), the same defaults as its settings.ts: `CARD_PROVIDER=stripe` without keys. */
const STRIPE_SIMULATOR_URL = 'http://127.0.0.1:3007';
const STRIPE_SIMULATOR_KEYS = {
  publishableKey: 'pk_test_esim_shop_sandbox',
  secretKey: 'sk_test_esim_shop_sandbox',
  webhookSecret: 'whsec_esim_shop_sandbox',
};
/** Every 10 seconds (seconds first): a shopper charged for an order not yet paid waits no longer than that. */
const DEFAULT_RECONCILE_SCHEDULE = '*/10 * * * * *';

/** Stripe's side of CARD_PROVIDER=stripe (README › Card payments says where each key is in Stripe's dashboard). */
interface StripeSettings {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API (https://api.stripe.com), or its simulator's address. */
  apiUrl: string;
  /** Stripe.js as browsers load it (https://js.stripe.com/v3/), or the simulator's stand-in. */
  jsUrl: string;
}

export interface CardPaymentSettings {
  /** Who takes the card payments: the sandbox acquirer (the default) or Stripe. */
  provider: CardProvider;
  /** Set when `provider` is stripe. */
  stripe?: StripeSettings;
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
  CARD_PROVIDER: optionalText.pipe(z.enum(CARD_PROVIDERS).optional()),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a publishable key, pk_test_… or pk_live_…')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a secret or restricted key, sk_… or rk_…')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret, whsec_…')
      .optional(),
  ),
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  STRIPE_JS_URL: optionalText.pipe(z.url().optional()),
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
  const provider = raw.CARD_PROVIDER ?? 'sandbox';
  return {
    provider,
    ...(provider === 'stripe' ? { stripe: stripeSettingsOf(raw) } : {}),
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

/**
 * Without its secret key Stripe is its simulator (backend/sandbox/stripe, started by `npm start`):
 * the simulator's development keys and address. A production start refuses that
 * (card-provider-stand-ins.ts).
 */
function stripeSettingsOf(raw: z.infer<typeof schema>): StripeSettings {
  const simulated = raw.STRIPE_SECRET_KEY === undefined;
  const apiUrl = withoutSlash(raw.STRIPE_API_URL ?? (simulated ? STRIPE_SIMULATOR_URL : 'https://api.stripe.com'));
  return {
    publishableKey: raw.STRIPE_PUBLISHABLE_KEY ?? STRIPE_SIMULATOR_KEYS.publishableKey,
    secretKey: raw.STRIPE_SECRET_KEY ?? STRIPE_SIMULATOR_KEYS.secretKey,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET ?? STRIPE_SIMULATOR_KEYS.webhookSecret,
    apiUrl,
    jsUrl: raw.STRIPE_JS_URL ?? (simulated ? `${apiUrl}/v3/` : 'https://js.stripe.com/v3/'),
  };
}
