import { z } from 'zod';

import { optionalMilliseconds, optionalText, parseEnvironment, storefrontOriginOf } from '../payments/env-settings';

/** The sandbox's development keys, the same defaults as backend/sandbox/card-acquirer/settings.ts. */
const SANDBOX_PUBLIC_KEY = 'pk_sandbox_esim_shop';
const SANDBOX_SECRET_KEY = 'sk_sandbox_esim_shop';

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
}

const schema = z.object({
  CARD_GATEWAY_URL: optionalText.pipe(z.url().optional()),
  CARD_GATEWAY_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  CARD_GATEWAY_PUBLIC_KEY: optionalText,
  CARD_GATEWAY_SECRET_KEY: optionalText,
  CARD_GATEWAY_TIMEOUT_MS: optionalMilliseconds,
  APPLE_PAY_DISPLAY_NAME: optionalText.pipe(z.string().max(64).optional()),
  STOREFRONT_ORIGIN: optionalText,
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
  return {
    gatewayUrl,
    publicUrl: withoutSlash(raw.CARD_GATEWAY_PUBLIC_URL ?? gatewayUrl),
    publicKey: raw.CARD_GATEWAY_PUBLIC_KEY ?? SANDBOX_PUBLIC_KEY,
    secretKey: raw.CARD_GATEWAY_SECRET_KEY ?? SANDBOX_SECRET_KEY,
    timeoutMs: raw.CARD_GATEWAY_TIMEOUT_MS ?? 8_000,
    storefrontOrigin,
    applePayDisplayName: raw.APPLE_PAY_DISPLAY_NAME ?? 'eSIM Shop',
  };
}
