import { isIP } from 'node:net';

import { z } from 'zod';

import { optionalMilliseconds, optionalText, parseEnvironment } from '../../../../env-settings';

/** The simulator's development access code: the same as backend/sandbox/esimaccess/settings.ts SANDBOX_ACCESS_CODE. */
export const SIMULATOR_ACCESS_CODE = 'sandbox-esimaccess-access-code';
/** Where `npm start` runs the simulator (backend/sandbox/esimaccess/settings.ts, ESIMACCESS_SANDBOX_PORT). */
const SIMULATOR_BASE_URL = 'http://127.0.0.1:3006';
/** The webhook path secret of a shop on the simulator; a shop with real credentials must choose its own. */
const SIMULATOR_WEBHOOK_SECRET = 'sandbox-esimaccess-webhook-secret';
const PRODUCTION_BASE_URL = 'https://api.esimaccess.com';

export interface EsimAccessSettings {
  /** https://api.esimaccess.com (there is no sandbox: docs › Environments), or the simulator's address. */
  baseUrl: string;
  /** The `RT-AccessCode` header (console › Developer). */
  accessCode: string;
  /** When set, every request is also signed with HMAC-SHA256 (`RT-Signature`, docs › HMAC Signature). */
  secretKey: string | undefined;
  /**
   * The last path segment of the shop's webhook URL as saved at eSIM Access: the only proof a
   * notification came from them, who sign nothing. Undefined: every notification is refused.
   */
  webhookSecret: string | undefined;
  /** eSIM Access's sender IPs (docs › Webhooks › IP Whitelist); empty: any sender. */
  webhookIps: string[];
  /** The longest one HTTP call may take. */
  timeoutMs: number;
  /** Requests the adapter starts per second at most (the docs allow 8). */
  requestsPerSecond: number;
  /** No access code given: the simulator's credentials and address, and `npm start` runs the simulator. */
  usesSimulator: boolean;
}

const webhookSecret = optionalText.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, '16 to 128 letters, digits, "_" or "-" (it is a path segment of the webhook URL)')
    .optional(),
);

const ipList = optionalText.transform((value, context) => {
  const ips = (value ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter((ip) => ip !== '');
  for (const ip of ips) if (isIP(ip) === 0) context.addIssue({ code: 'custom', message: `"${ip}" is not an IP address` });
  return ips;
});

const schema = z.object({
  ESIMACCESS_BASE_URL: optionalText.pipe(z.url().optional()),
  ESIMACCESS_ACCESS_CODE: optionalText.pipe(z.string().max(200).optional()),
  ESIMACCESS_SECRET_KEY: optionalText.pipe(z.string().max(200).optional()),
  ESIMACCESS_WEBHOOK_SECRET: webhookSecret,
  ESIMACCESS_WEBHOOK_IPS: ipList,
  ESIMACCESS_TIMEOUT_MS: optionalMilliseconds,
  ESIMACCESS_REQUESTS_PER_SECOND: optionalText.pipe(
    z.string().regex(/^\d+$/, 'a whole number').transform(Number).pipe(z.number().min(1).max(100)).optional(),
  ),
});

/**
 * Read once at start. Without ESIMACCESS_ACCESS_CODE the adapter talks to the simulator with its
 * development credentials (as PayPal's settings do); the simulator's webhook secret goes with the
 * simulator's credentials only: a live shop must set its own ESIMACCESS_WEBHOOK_SECRET.
 */
export function readEsimAccessSettings(env: NodeJS.ProcessEnv): EsimAccessSettings {
  const raw = parseEnvironment(schema, env, 'eSIM Access');
  const usesSimulator = raw.ESIMACCESS_ACCESS_CODE === undefined;
  return {
    baseUrl: (raw.ESIMACCESS_BASE_URL ?? (usesSimulator ? SIMULATOR_BASE_URL : PRODUCTION_BASE_URL)).replace(/\/+$/, ''),
    accessCode: raw.ESIMACCESS_ACCESS_CODE ?? SIMULATOR_ACCESS_CODE,
    secretKey: raw.ESIMACCESS_SECRET_KEY,
    webhookSecret: raw.ESIMACCESS_WEBHOOK_SECRET ?? (usesSimulator ? SIMULATOR_WEBHOOK_SECRET : undefined),
    webhookIps: raw.ESIMACCESS_WEBHOOK_IPS,
    timeoutMs: raw.ESIMACCESS_TIMEOUT_MS ?? 10_000,
    requestsPerSecond: raw.ESIMACCESS_REQUESTS_PER_SECOND ?? 8,
    usesSimulator,
  };
}
