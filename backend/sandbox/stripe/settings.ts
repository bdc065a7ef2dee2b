import { addressOf, text, whole } from '../server-kit/settings';

/** The simulator's development keys; the backend's STRIPE_* default to the same (card-payment-settings.ts). */
const SANDBOX_PUBLISHABLE_KEY = 'pk_test_esim_shop_sandbox';
const SANDBOX_SECRET_KEY = 'sk_test_esim_shop_sandbox';
const SANDBOX_WEBHOOK_SECRET = 'whsec_esim_shop_sandbox';

export interface StripeSandboxSettings {
  host: string;
  port: number;
  /** Where browsers reach it: Stripe.js's stand-in, its Elements' frames, its 3-D Secure page. */
  publicUrl: string;
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  /** The backend's /payments/stripe/webhook; unset: no event is sent. */
  webhookUrl: string | undefined;
  /** `/__sandbox/*` (reset, stats, events, held webhooks, challenges without a browser): tests only. */
  testControls: boolean;
  /** How long the timeout card holds its answer (longer than the backend waits). */
  hangMs: number;
  /** After the dispute card's payment, when its dispute opens. */
  disputeDelayMs: number;
  /** First retry of a webhook the listener did not take; doubled each time. */
  webhookRetryMs: number;
  webhookRetries: number;
  /** The wallets the Stripe.js stand-in's `canMakePayment` offers (apple_pay, google_pay; none: empty). */
  wallets: Array<'apple_pay' | 'google_pay'>;
}

/** Read once at start; the keys fall back to the backend's variables, so one exported key configures both sides. */
export function readStripeSandboxSettings(env: NodeJS.ProcessEnv): StripeSandboxSettings {
  const { host, port, publicUrl } = addressOf(
    env,
    { host: 'STRIPE_SANDBOX_HOST', port: 'STRIPE_SANDBOX_PORT', publicUrl: 'STRIPE_SANDBOX_PUBLIC_URL' },
    3007,
  );
  const webhookUrl = text(env['STRIPE_SANDBOX_WEBHOOK_URL']);
  if (webhookUrl !== undefined && !/^https?:\/\//.test(webhookUrl)) {
    throw new Error(`STRIPE_SANDBOX_WEBHOOK_URL must be an http(s) URL, got "${webhookUrl}"`);
  }
  const flag = text(env['STRIPE_SANDBOX_TEST_CONTROLS'])?.toLowerCase();
  if (flag !== undefined && !['true', 'false', '1', '0'].includes(flag))
    throw new Error('STRIPE_SANDBOX_TEST_CONTROLS must be true or false');
  return {
    host,
    port,
    publicUrl,
    publishableKey: text(env['STRIPE_SANDBOX_PUBLISHABLE_KEY']) ?? text(env['STRIPE_PUBLISHABLE_KEY']) ?? SANDBOX_PUBLISHABLE_KEY,
    secretKey: text(env['STRIPE_SANDBOX_SECRET_KEY']) ?? text(env['STRIPE_SECRET_KEY']) ?? SANDBOX_SECRET_KEY,
    webhookSecret: text(env['STRIPE_SANDBOX_WEBHOOK_SECRET']) ?? text(env['STRIPE_WEBHOOK_SECRET']) ?? SANDBOX_WEBHOOK_SECRET,
    webhookUrl,
    testControls: flag === 'true' || flag === '1',
    hangMs: whole(env['STRIPE_SANDBOX_HANG_MS'], 30_000, 'STRIPE_SANDBOX_HANG_MS'),
    disputeDelayMs: whole(env['STRIPE_SANDBOX_DISPUTE_DELAY_MS'], 1_000, 'STRIPE_SANDBOX_DISPUTE_DELAY_MS'),
    webhookRetryMs: whole(env['STRIPE_SANDBOX_WEBHOOK_RETRY_MS'], 500, 'STRIPE_SANDBOX_WEBHOOK_RETRY_MS'),
    webhookRetries: whole(env['STRIPE_SANDBOX_WEBHOOK_RETRIES'], 6, 'STRIPE_SANDBOX_WEBHOOK_RETRIES'),
    wallets: walletsOf(env['STRIPE_SANDBOX_WALLETS']),
  };
}

function walletsOf(value: string | undefined): Array<'apple_pay' | 'google_pay'> {
  const given = value === undefined ? 'google_pay' : value.trim();
  if (given === '') return [];
  return given.split(',').map((wallet) => {
    const name = wallet.trim();
    if (name !== 'apple_pay' && name !== 'google_pay')
      throw new Error(`STRIPE_SANDBOX_WALLETS lists apple_pay or google_pay, got "${name}"`);
    return name;
  });
}
