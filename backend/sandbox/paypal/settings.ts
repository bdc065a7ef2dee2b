import { addressOf, text, whole } from '../server-kit/settings';

/** The simulator's well-known development credentials; the backend's defaults are the same values. */
const SANDBOX_CLIENT_ID = 'sandbox-client-id';
const SANDBOX_CLIENT_SECRET = 'sandbox-client-secret';
const SANDBOX_BUYER_EMAIL = 'buyer@example.com';
const SANDBOX_BUYER_PASSWORD = 'sandbox-buyer-password';
/** PayPal's id of the shop's webhook at the simulator; the backend's PAYPAL_WEBHOOK_ID defaults to the same. */
const SANDBOX_WEBHOOK_ID = 'SANDBOXWEBHOOK01';

export interface PayPalSandboxSettings {
  host: string;
  port: number;
  /** Where browsers reach the simulator: the approve links it hands out are named with it. */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  /** The one test buyer who can log in on the approval page. */
  buyerEmail: string;
  buyerPassword: string;
  /** Shown on the approval page as the payee. */
  merchantName: string;
  /** The storefront's origins; kept for parity with the card sandbox, nothing here is CORS-enabled. */
  allowedOrigins: string[];
  /** `/__sandbox/*` (stats, faults, reset): on only for tests, never by default. */
  testControls: boolean;
  /** Lifetime of an access token (PayPal's are about 9 hours). */
  tokenTtlSeconds: number;
  /** How long a `timeout` fault holds its answer: longer than any client waits. */
  faultHangMs: number;
  /**
   * Time a capture spends "at the processor" between reading the order and recording the capture.
   * 0 by default; tests raise it so that concurrent captures really overlap.
   */
  captureDelayMs: number;
  /**
   * The merchant's webhook listener (the backend's POST /payments/paypal/webhook). Unset: no
   * webhook is sent, as for a PayPal app without a webhook.
   */
  webhookUrl: string | undefined;
  /** The webhook's id, part of every signature (PayPal's Developer Portal shows it per webhook). */
  webhookId: string;
  /** Sends of one event after the first that failed (PayPal retries up to 25 times over 3 days). */
  webhookRetries: number;
  /** Wait before the first retry, doubled for each next one. */
  webhookRetryMs: number;
}

function webhookIdOf(value: string | undefined): string {
  const given = text(value) ?? SANDBOX_WEBHOOK_ID;
  // PayPal's own pattern for webhook ids.
  if (!/^[A-Za-z0-9]{1,50}$/.test(given)) throw new Error(`PAYPAL_SANDBOX_WEBHOOK_ID must be 1 to 50 letters and digits, got "${given}"`);
  return given;
}

function webhookUrlOf(value: string | undefined): string | undefined {
  const given = text(value);
  if (given === undefined) return undefined;
  if (!/^https?:\/\//.test(given)) throw new Error(`PAYPAL_SANDBOX_WEBHOOK_URL must be an http(s) URL, got "${given}"`);
  return new URL(given).toString();
}

function flag(value: string | undefined, name: string): boolean {
  const given = text(value)?.toLowerCase();
  if (given === undefined || given === 'false' || given === '0') return false;
  if (given === 'true' || given === '1') return true;
  throw new Error(`${name} must be true or false, got "${given}"`);
}

/**
 * Read once at start. The credentials and the webhook id fall back to the backend's variables so
 * that one exported PAYPAL_CLIENT_SECRET or PAYPAL_WEBHOOK_ID configures both sides of a local shop.
 */
export function readPayPalSandboxSettings(env: NodeJS.ProcessEnv): PayPalSandboxSettings {
  return {
    ...addressOf(env, { host: 'PAYPAL_SANDBOX_HOST', port: 'PAYPAL_SANDBOX_PORT', publicUrl: 'PAYPAL_SANDBOX_PUBLIC_URL' }, 3003),
    clientId: text(env['PAYPAL_SANDBOX_CLIENT_ID']) ?? text(env['PAYPAL_CLIENT_ID']) ?? SANDBOX_CLIENT_ID,
    clientSecret: text(env['PAYPAL_SANDBOX_CLIENT_SECRET']) ?? text(env['PAYPAL_CLIENT_SECRET']) ?? SANDBOX_CLIENT_SECRET,
    buyerEmail: (text(env['PAYPAL_SANDBOX_BUYER_EMAIL']) ?? SANDBOX_BUYER_EMAIL).toLowerCase(),
    buyerPassword: text(env['PAYPAL_SANDBOX_BUYER_PASSWORD']) ?? SANDBOX_BUYER_PASSWORD,
    merchantName: text(env['PAYPAL_SANDBOX_MERCHANT_NAME']) ?? 'eSIM Shop',
    testControls: flag(env['PAYPAL_SANDBOX_TEST_CONTROLS'], 'PAYPAL_SANDBOX_TEST_CONTROLS'),
    tokenTtlSeconds: whole(env['PAYPAL_SANDBOX_TOKEN_TTL_S'], 32_400, 'PAYPAL_SANDBOX_TOKEN_TTL_S'),
    faultHangMs: whole(env['PAYPAL_SANDBOX_FAULT_HANG_MS'], 60_000, 'PAYPAL_SANDBOX_FAULT_HANG_MS'),
    captureDelayMs: whole(env['PAYPAL_SANDBOX_CAPTURE_DELAY_MS'], 0, 'PAYPAL_SANDBOX_CAPTURE_DELAY_MS'),
    webhookUrl: webhookUrlOf(env['PAYPAL_SANDBOX_WEBHOOK_URL']),
    webhookId: webhookIdOf(text(env['PAYPAL_SANDBOX_WEBHOOK_ID']) ?? text(env['PAYPAL_WEBHOOK_ID'])),
    webhookRetries: whole(env['PAYPAL_SANDBOX_WEBHOOK_RETRIES'], 5, 'PAYPAL_SANDBOX_WEBHOOK_RETRIES'),
    webhookRetryMs: whole(env['PAYPAL_SANDBOX_WEBHOOK_RETRY_MS'], 1000, 'PAYPAL_SANDBOX_WEBHOOK_RETRY_MS'),
  };
}
