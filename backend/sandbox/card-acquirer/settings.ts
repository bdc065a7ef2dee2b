import { addressOf, text, whole } from '../server-kit/settings';
import { defaultHostedFieldScriptPath } from './hosted-field-page';

/** The sandbox's well-known development keys; the backend's defaults are the same two values. */
export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_esim_shop';
export const SANDBOX_SECRET_KEY = 'sk_sandbox_esim_shop';

export interface SandboxSettings {
  host: string;
  port: number;
  /** Where browsers reach the sandbox (its challenge endpoints are named with it). */
  publicUrl: string;
  publicKey: string;
  secretKey: string;
  /** Origins whose pages may call the browser-facing endpoints (the storefront). */
  allowedOrigins: string[];
  /** How long the timeout test card holds its answer: longer than the backend waits. */
  slowAnswerMs: number;
  /** The shop's Apple Pay merchant identifier (as registered with Apple), named in its merchant sessions. */
  applePayMerchantId: string;
  /** The hosted fields' built script (backend/dist/sandbox/card-acquirer/hosted-fields/field.js). */
  hostedFieldScriptPath: string;
}

/**
 * Read once at start. The keys fall back to the backend's variables so that one exported
 * CARD_GATEWAY_SECRET_KEY configures both sides of a local shop.
 */
export function readSandboxSettings(env: NodeJS.ProcessEnv): SandboxSettings {
  return {
    ...addressOf(env, { host: 'CARD_SANDBOX_HOST', port: 'CARD_SANDBOX_PORT', publicUrl: 'CARD_SANDBOX_PUBLIC_URL' }, 3002),
    publicKey: text(env['CARD_SANDBOX_PUBLIC_KEY']) ?? text(env['CARD_GATEWAY_PUBLIC_KEY']) ?? SANDBOX_PUBLIC_KEY,
    secretKey: text(env['CARD_SANDBOX_SECRET_KEY']) ?? text(env['CARD_GATEWAY_SECRET_KEY']) ?? SANDBOX_SECRET_KEY,
    slowAnswerMs: whole(env['CARD_SANDBOX_SLOW_MS'], 10_000, 'CARD_SANDBOX_SLOW_MS'),
    applePayMerchantId: text(env['CARD_SANDBOX_APPLE_PAY_MERCHANT_ID']) ?? 'merchant.localhost.esim-shop.sandbox',
    hostedFieldScriptPath: defaultHostedFieldScriptPath(),
  };
}
