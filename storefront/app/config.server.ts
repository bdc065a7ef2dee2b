import { z } from 'zod';

import { SHOP_CURRENCIES, SHOP_LOCALES } from '@shop/api/locale';

/**
 * The storefront's configuration, validated once when the server starts (spec §8:
 * a missing currency, country or locale stops the server with a clear message).
 */
const shopConfigSchema = z.object({
  /**
   * The shop's public origin, the only one its absolute URLs name (canonical and alternate links,
   * Open Graph, structured data, robots.txt, sitemaps): never the request's Host header, which any
   * client chooses. The first of STOREFRONT_ORIGIN, the variable the backend reads for the same.
   */
  publicOrigin: z
    .url({ protocol: /^https?$/, error: 'STOREFRONT_ORIGIN must be the shop’s public origin, such as https://shop.example.com' })
    .transform((url) => new URL(url).origin),
  /**
   * Vendure's COOKIE_SECRET: the storefront checks a session cookie's signature with it, so only a
   * session Vendure accepts bypasses the page cache. Required in production.
   */
  cookieSecret: z.string().min(32, { error: 'COOKIE_SECRET must be at least 32 characters (the backend’s own)' }).optional(),
  backendUrl: z.url({ error: 'BACKEND_URL must be an absolute http(s) URL of the Vendure server' }),
  defaultLocale: z.enum(SHOP_LOCALES, { error: `SHOP_DEFAULT_LOCALE must be one of ${SHOP_LOCALES.join(', ')}` }),
  defaultCurrency: z.enum(SHOP_CURRENCIES, { error: `SHOP_DEFAULT_CURRENCY must be one of ${SHOP_CURRENCIES.join(', ')}` }),
  defaultCountry: z.string().regex(/^[A-Z]{2}$/, { error: 'SHOP_DEFAULT_COUNTRY must be an ISO 3166 alpha-2 code such as US' }),
  /**
   * The card gateway's public origin: the browser sends card data there directly (never through
   * the shop), so the page's Content-Security-Policy must let it connect.
   */
  cardGatewayOrigin: z
    .url({ error: 'CARD_GATEWAY_PUBLIC_URL must be an absolute http(s) URL of the card gateway' })
    .transform((url) => new URL(url).origin),
  /**
   * Stripe's origins when it takes the cards (CARD_PROVIDER=stripe, issue 33): Stripe.js's (its
   * script and its Elements' frames, STRIPE_JS_URL: js.stripe.com or the simulator's stand-in),
   * and, for Stripe itself, its API and its 3-D Secure pages, as Stripe's CSP guide lists them.
   */
  cardProviderOrigins: z.object({
    script: z.array(z.url({ error: 'STRIPE_JS_URL must be an absolute http(s) URL of Stripe.js' }).transform((url) => new URL(url).origin)),
    frame: z.array(z.url().transform((url) => new URL(url).origin)),
    connect: z.array(z.url().transform((url) => new URL(url).origin)),
  }),
  /**
   * Apple Pay's domain association file (APPLE_PAY_DOMAIN_ASSOCIATION_FILE: the file Stripe's
   * dashboard gives for the shop's domain), served at /.well-known/apple-developer-merchantid-domain-association.
   */
  applePayDomainAssociationFile: z.string().min(1).optional(),
  /**
   * The installation page's video tutorials (issue 7): embeddable player addresses, loaded only
   * when the shopper asks. None by default: the page then shows its written steps only.
   */
  installVideos: z.object({
    apple: z.url({ protocol: /^https$/, error: 'INSTALL_VIDEO_APPLE_URL must be an https URL of an embeddable video player' }).optional(),
    android: z
      .url({ protocol: /^https$/, error: 'INSTALL_VIDEO_ANDROID_URL must be an https URL of an embeddable video player' })
      .optional(),
  }),
  /** The support chat's widget script (spec §7: a third-party host). None: the chat button offers phone, email and the form. */
  chatWidgetScriptUrl: z.url({ protocol: /^https$/, error: 'CHAT_WIDGET_SCRIPT_URL must be an https URL' }).optional(),
  /**
   * Spec §7's tracking (issue 7: script ids are configuration, none by default), loaded only after
   * the cookie notice's 'Got it': the Google tag's id, and any other scripts (affiliate, social pixel).
   */
  tracking: z.object({
    googleTagId: z
      .string()
      .regex(/^[A-Z]{1,3}-[A-Z0-9]{4,20}$/, { error: 'GOOGLE_TAG_ID must look like G-XXXXXXX' })
      .optional(),
    scriptUrls: z.array(z.url({ protocol: /^https$/, error: 'TRACKING_SCRIPT_URLS must be a comma-separated list of https URLs' })),
  }),
  /**
   * The shop is served over HTTPS only (`COOKIE_SECURE=true`, the same switch as the backend's
   * Secure session cookies): every response then tells browsers never to use plain HTTP for it.
   */
  httpsOnly: z
    .enum(['true', 'false', '1', '0'], { error: 'COOKIE_SECURE must be true or false' })
    .transform((value) => value === 'true' || value === '1'),
  /**
   * The storefront's own cache of anonymous catalogue and content pages (issue 17): at most
   * `maxEntries` pages and `maxBytes` in memory (0 entries: off), every page rendered before the
   * backend's published version last changed is stale within `versionPollMs`.
   */
  pageCache: z.object({
    maxEntries: z.coerce
      .number({ error: 'PAGE_CACHE_MAX_ENTRIES must be a whole number from 0 (off) to 100000' })
      .int({ error: 'PAGE_CACHE_MAX_ENTRIES must be a whole number from 0 (off) to 100000' })
      .min(0, { error: 'PAGE_CACHE_MAX_ENTRIES must be a whole number from 0 (off) to 100000' })
      .max(100_000, { error: 'PAGE_CACHE_MAX_ENTRIES must be a whole number from 0 (off) to 100000' }),
    maxBytes: z.coerce
      .number({ error: 'PAGE_CACHE_MAX_MB must be a number of megabytes from 0.1 to 4096' })
      .min(0.1, { error: 'PAGE_CACHE_MAX_MB must be a number of megabytes from 0.1 to 4096' })
      .max(4096, { error: 'PAGE_CACHE_MAX_MB must be a number of megabytes from 0.1 to 4096' })
      .transform((megabytes) => Math.floor(megabytes * 1024 * 1024)),
    versionPollMs: z.coerce
      .number({ error: 'PAGE_CACHE_POLL_SECONDS must be a number of seconds from 0.2 to 3600' })
      .min(0.2, { error: 'PAGE_CACHE_POLL_SECONDS must be a number of seconds from 0.2 to 3600' })
      .max(3600, { error: 'PAGE_CACHE_POLL_SECONDS must be a number of seconds from 0.2 to 3600' })
      .transform((seconds) => Math.round(seconds * 1000)),
  }),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

export class ShopConfigError extends Error {
  override name = 'ShopConfigError';
}

/** Reads the environment; unset variables take the spec's defaults (en, EUR, US), blank ones are errors. */
export function parseShopConfig(env: Record<string, string | undefined>): ShopConfig {
  const production = env['NODE_ENV'] === 'production';
  const port = env['STOREFRONT_PORT']?.trim() || env['PORT']?.trim() || '3000';
  const cookieSecret = env['COOKIE_SECRET']?.trim() || undefined;
  const publicOrigin = env['STOREFRONT_ORIGIN']?.split(',')[0]?.trim() || undefined;
  const missing = [
    ...(production && cookieSecret === undefined ? ['COOKIE_SECRET is required when NODE_ENV=production (the backend’s own)'] : []),
    ...(production && publicOrigin === undefined
      ? ['STOREFRONT_ORIGIN is required when NODE_ENV=production (the shop’s public origin)']
      : []),
  ];
  const result = shopConfigSchema.safeParse({
    publicOrigin: publicOrigin ?? `http://127.0.0.1:${port}`,
    cookieSecret,
    backendUrl: env['BACKEND_URL'] ?? 'http://127.0.0.1:3001',
    defaultLocale: env['SHOP_DEFAULT_LOCALE'] ?? 'en',
    defaultCurrency: env['SHOP_DEFAULT_CURRENCY'] ?? 'EUR',
    defaultCountry: env['SHOP_DEFAULT_COUNTRY'] ?? 'US',
    cardGatewayOrigin: env['CARD_GATEWAY_PUBLIC_URL'] ?? 'http://127.0.0.1:3002',
    cardProviderOrigins: cardProviderOriginsOf(env),
    applePayDomainAssociationFile: env['APPLE_PAY_DOMAIN_ASSOCIATION_FILE']?.trim() || undefined,
    installVideos: { apple: env['INSTALL_VIDEO_APPLE_URL'] || undefined, android: env['INSTALL_VIDEO_ANDROID_URL'] || undefined },
    chatWidgetScriptUrl: env['CHAT_WIDGET_SCRIPT_URL'] || undefined,
    tracking: {
      googleTagId: env['GOOGLE_TAG_ID'] || undefined,
      scriptUrls: (env['TRACKING_SCRIPT_URLS'] ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    },
    httpsOnly: env['COOKIE_SECURE']?.trim() || 'false',
    pageCache: {
      maxEntries: env['PAGE_CACHE_MAX_ENTRIES']?.trim() || '1000',
      maxBytes: env['PAGE_CACHE_MAX_MB']?.trim() || '64',
      versionPollMs: env['PAGE_CACHE_POLL_SECONDS']?.trim() || '5',
    },
  });
  const problems = [...missing, ...(result.success ? [] : result.error.issues.map((issue) => issue.message))];
  if (!result.success || problems.length > 0) {
    throw new ShopConfigError(`Invalid storefront configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
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

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** Stripe's CSP guide: its script, its Elements' and 3-D Secure frames, its API (the simulator is one origin for all). */
function cardProviderOriginsOf(env: Record<string, string | undefined>): { script: string[]; frame: string[]; connect: string[] } {
  if (env['CARD_PROVIDER']?.trim() !== 'stripe') return { script: [], frame: [], connect: [] };
  const stripeJs = env['STRIPE_JS_URL']?.trim() || STRIPE_JS_URL;
  if (stripeJs !== STRIPE_JS_URL) return { script: [stripeJs], frame: [stripeJs], connect: [stripeJs] };
  return { script: [stripeJs], frame: [stripeJs, 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };
}
