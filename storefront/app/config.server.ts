import { z } from 'zod';

import { SHOP_CURRENCIES, SHOP_LOCALES } from '@shop/api/locale';

/**
 * The storefront's configuration, validated once when the server starts (spec §8:
 * a missing currency, country or locale stops the server with a clear message).
 */
const shopConfigSchema = z.object({
  backendUrl: z.url({ error: 'BACKEND_URL must be an absolute http(s) URL of the Vendure server' }),
  defaultLocale: z.enum(SHOP_LOCALES, { error: `SHOP_DEFAULT_LOCALE must be one of ${SHOP_LOCALES.join(', ')}` }),
  defaultCurrency: z.enum(SHOP_CURRENCIES, { error: `SHOP_DEFAULT_CURRENCY must be one of ${SHOP_CURRENCIES.join(', ')}` }),
  defaultCountry: z.string().regex(/^[A-Z]{2}$/, { error: 'SHOP_DEFAULT_COUNTRY must be an ISO 3166 alpha-2 code such as US' }),
  /**
   * The card gateway's public origin: the browser sends card data there directly (never through
   * the shop), so the page's Content-Security-Policy must let it connect.
   */
  cardGatewayOrigin: z.url({ error: 'CARD_GATEWAY_PUBLIC_URL must be an absolute http(s) URL of the card gateway' }).transform((url) => new URL(url).origin),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

export class ShopConfigError extends Error {
  override name = 'ShopConfigError';
}

/** Reads the environment; unset variables take the spec's defaults (en, EUR, US), blank ones are errors. */
export function parseShopConfig(env: Record<string, string | undefined>): ShopConfig {
  const result = shopConfigSchema.safeParse({
    backendUrl: env['BACKEND_URL'] ?? 'http://127.0.0.1:3001',
    defaultLocale: env['SHOP_DEFAULT_LOCALE'] ?? 'en',
    defaultCurrency: env['SHOP_DEFAULT_CURRENCY'] ?? 'EUR',
    defaultCountry: env['SHOP_DEFAULT_COUNTRY'] ?? 'US',
    cardGatewayOrigin: env['CARD_GATEWAY_PUBLIC_URL'] ?? 'http://127.0.0.1:3002',
  });
  if (!result.success) {
    throw new ShopConfigError(`Invalid storefront configuration:\n${result.error.issues.map((issue) => `  - ${issue.message}`).join('\n')}`);
  }
  return result.data;
}

let current: ShopConfig | undefined;

/** The configuration of this process; parsed on first use, which the server forces at start. */
export function shopConfig(): ShopConfig {
  current ??= parseShopConfig(process.env);
  return current;
}

export function shopApiUrl(config: ShopConfig = shopConfig()): string {
  return new URL('/shop-api', config.backendUrl).toString();
}
