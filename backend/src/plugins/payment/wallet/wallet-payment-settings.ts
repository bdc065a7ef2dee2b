import { z } from 'zod';

import { optionalCronSchedule, optionalMilliseconds, optionalText, parseEnvironment, storefrontOriginOf } from '../../../env-settings';

/** The PayPal simulator's development credentials, the same defaults as backend/sandbox/paypal/settings.ts. */
const SIMULATOR_CLIENT_ID = 'sandbox-client-id';
const SIMULATOR_CLIENT_SECRET = 'sandbox-client-secret';
/** The simulator's webhook id (backend/sandbox/paypal/settings.ts SANDBOX_WEBHOOK_ID). */
const SIMULATOR_WEBHOOK_ID = 'SANDBOXWEBHOOK01';
/** Pending captures are asked about every 5 minutes: PayPal settles an eCheck in days, a review in hours. */
const DEFAULT_RECONCILE_SCHEDULE = '*/5 * * * *';

export interface WalletPaymentSettings {
  /** PayPal's REST API: the local simulator by default, `https://api-m.sandbox.paypal.com` or live by configuration. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** How long one PayPal call may take before the step answers WALLET_GATEWAY_TIMEOUT. */
  timeoutMs: number;
  /**
   * Put before the order code in PayPal's invoice id. PayPal refuses an invoice id already paid on
   * the account, so every shop (and every fresh test database) on one PayPal account needs its own.
   */
  invoicePrefix: string;
  /** The merchant's name on PayPal's page. */
  brandName: string;
  /** The storefront, for the return and cancel addresses. */
  storefrontOrigin: string;
  /**
   * PayPal's id of the shop's webhook (Developer Portal › the app › Webhooks), part of every event's
   * signature. Undefined: live credentials without it, and the webhook endpoint refuses every event.
   */
  webhookId: string | undefined;
  /** Cron of the reconciliation of pending captures (5 fields, or 6 with seconds first). */
  reconcileSchedule: string;
}

const schema = z.object({
  PAYPAL_BASE_URL: optionalText.pipe(z.url().optional()),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_TIMEOUT_MS: optionalMilliseconds,
  PAYPAL_INVOICE_PREFIX: optionalText.pipe(
    z
      .string()
      .max(40)
      .regex(/^[\w.-]*$/, 'letters, digits, ".", "_" and "-" only')
      .optional(),
  ),
  PAYPAL_BRAND_NAME: optionalText.pipe(z.string().max(127).optional()),
  STOREFRONT_ORIGIN: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,50}$/, '1 to 50 letters and digits (PayPal shows it next to the webhook URL)')
      .optional(),
  ),
  PAYPAL_RECONCILE_SCHEDULE: optionalCronSchedule,
});

/**
 * Read by the plugin itself (config.ts only names the plugin). Nothing is contacted at start: a
 * shop whose wallet is down still starts, and the wallet steps then answer WALLET_GATEWAY_UNAVAILABLE.
 * Live credentials must both be given: a client id without its secret is a configuration error.
 */
export function readWalletPaymentSettings(env: NodeJS.ProcessEnv): WalletPaymentSettings {
  const raw = parseEnvironment(schema, env, 'PayPal');
  if ((raw.PAYPAL_CLIENT_ID === undefined) !== (raw.PAYPAL_CLIENT_SECRET === undefined)) {
    throw new Error('Invalid PayPal environment: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together');
  }
  const storefrontOrigin = storefrontOriginOf(raw.STOREFRONT_ORIGIN);
  return {
    baseUrl: (raw.PAYPAL_BASE_URL ?? 'http://127.0.0.1:3003').replace(/\/+$/, ''),
    clientId: raw.PAYPAL_CLIENT_ID ?? SIMULATOR_CLIENT_ID,
    clientSecret: raw.PAYPAL_CLIENT_SECRET ?? SIMULATOR_CLIENT_SECRET,
    timeoutMs: raw.PAYPAL_TIMEOUT_MS ?? 10_000,
    invoicePrefix: raw.PAYPAL_INVOICE_PREFIX ?? 'esim-',
    brandName: raw.PAYPAL_BRAND_NAME ?? 'eSIM Shop',
    storefrontOrigin,
    // The simulator's id goes with the simulator's credentials only: a live shop must name its own.
    webhookId: raw.PAYPAL_WEBHOOK_ID ?? (raw.PAYPAL_CLIENT_ID === undefined ? SIMULATOR_WEBHOOK_ID : undefined),
    reconcileSchedule: raw.PAYPAL_RECONCILE_SCHEDULE ?? DEFAULT_RECONCILE_SCHEDULE,
  };
}

/**
 * What a production start would take PayPal payments with instead of the shop's own PayPal app,
 * one line per missing setting (startup/production-stand-ins.ts): the simulator's address and
 * credentials are the defaults, and a webhook id is what PayPal signs every event with.
 */
export function paypalStandIns(env: NodeJS.ProcessEnv): string[] {
  const given = (name: string) => Boolean(env[name]?.trim());
  return [
    ...(given('PAYPAL_BASE_URL') ? [] : ['PAYPAL_BASE_URL: the PayPal simulator answers by default (https://api-m.paypal.com for live)']),
    ...(given('PAYPAL_CLIENT_ID') && given('PAYPAL_CLIENT_SECRET')
      ? []
      : ['PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: the simulator’s (developer.paypal.com › Apps & Credentials › Live › your app)']),
    ...(given('PAYPAL_WEBHOOK_ID')
      ? []
      : [
          'PAYPAL_WEBHOOK_ID: without it every PayPal event is refused (developer.paypal.com › your app › Webhooks: the id beside https://<backend>/payments/paypal/webhook)',
        ]),
  ];
}
