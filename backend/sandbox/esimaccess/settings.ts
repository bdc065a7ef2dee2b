import { existsSync } from 'node:fs';
import path from 'node:path';

import { addressOf, text, whole } from '../server-kit/settings';

/** The simulator's well-known development access code; the backend's default without credentials is the same. */
export const SANDBOX_ACCESS_CODE = 'sandbox-esimaccess-access-code';

type RateLimitAnswer = 'http429' | 'busy';

export interface EsimAccessSandboxSettings {
  host: string;
  port: number;
  /** Where clients reach the simulator: the QR code links it hands out are named with it. */
  publicUrl: string;
  allowedOrigins: string[];
  /** The `RT-AccessCode` every request must carry. */
  accessCode: string;
  /** When set, every request must also carry a valid `RT-Signature` (docs › HMAC Signature). */
  secretKey: string | undefined;
  /** `/__sandbox/*`: on only for tests, never by default. */
  testControls: boolean;
  /** Where ORDER_STATUS notifications go (the shop's webhook URL, secret path included). Unset: none sent. */
  webhookUrl: string | undefined;
  /** Sends of one notification after the first that failed. */
  webhookRetries: number;
  /** Wait before the first retry, doubled for each next one. */
  webhookRetryMs: number;
  /** Time the "SM-DP+" takes to allocate the profiles of an order (the docs: up to 30 s). */
  allocationDelayMs: number;
  /** Requests per second answered before the rest are refused (the docs: 8); 0 = no limit. */
  rateLimitPerSecond: number;
  /** How an excess request is refused: HTTP 429 with Retry-After, or HTTP 200 with errorCode 900001 (the docs name neither). */
  rateLimitAnswer: RateLimitAnswer;
  /** The prepaid balance at start and after a reset, in the API's unit (USD × 10 000). */
  initialBalance: number;
  /**
   * At least this many packages: the realistic catalogue (about 1 200 packages) is extended with
   * more plans per country up to it, for the catalogue sync benchmark (3 000 ≈ the real list).
   */
  packageCount: number;
  /** The SM-DP+ address in the activation codes it issues. */
  smdpAddress: string;
  /** How long a `slow` fault holds its answer: longer than any client waits. */
  faultHangMs: number;
  /** backend/seed: the shop's destinations the catalogue covers. */
  seedDir: string;
}

function flag(value: string | undefined, name: string): boolean {
  const given = text(value)?.toLowerCase();
  if (given === undefined || given === 'false' || given === '0') return false;
  if (given === 'true' || given === '1') return true;
  throw new Error(`${name} must be true or false, got "${given}"`);
}

function webhookUrlOf(value: string | undefined): string | undefined {
  const given = text(value);
  if (given === undefined) return undefined;
  if (!/^https?:\/\//.test(given)) throw new Error(`ESIMACCESS_SANDBOX_WEBHOOK_URL must be an http(s) URL, got "${given}"`);
  return new URL(given).toString();
}

function rateLimitAnswerOf(value: string | undefined): RateLimitAnswer {
  const given = text(value) ?? 'http429';
  if (given !== 'http429' && given !== 'busy')
    throw new Error(`ESIMACCESS_SANDBOX_RATE_LIMIT_ANSWER must be http429 or busy, got "${given}"`);
  return given;
}

/** From the sources (backend/sandbox/esimaccess) or the build (backend/dist/sandbox/esimaccess). */
function seedDirOf(value: string | undefined): string {
  const given = text(value);
  if (given !== undefined) return path.resolve(given);
  const candidates = [path.resolve(__dirname, '../../seed'), path.resolve(__dirname, '../../../seed')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'countries.json')));
  if (!found) throw new Error(`backend/seed not found next to ${__dirname}: set ESIMACCESS_SANDBOX_SEED_DIR`);
  return found;
}

/** Read once at start. The credentials fall back to the backend's variables, so one export configures both sides. */
export function readEsimAccessSandboxSettings(env: NodeJS.ProcessEnv): EsimAccessSandboxSettings {
  const smdpAddress = text(env['ESIMACCESS_SANDBOX_SMDP_ADDRESS']) ?? 'rsp.sandbox.esimaccess.test';
  if (!/^[a-z0-9.-]{1,253}$/i.test(smdpAddress))
    throw new Error(`ESIMACCESS_SANDBOX_SMDP_ADDRESS must be a host name, got "${smdpAddress}"`);
  const accessCode = text(env['ESIMACCESS_SANDBOX_ACCESS_CODE']) ?? text(env['ESIMACCESS_ACCESS_CODE']) ?? SANDBOX_ACCESS_CODE;
  return {
    ...addressOf(
      env,
      { host: 'ESIMACCESS_SANDBOX_HOST', port: 'ESIMACCESS_SANDBOX_PORT', publicUrl: 'ESIMACCESS_SANDBOX_PUBLIC_URL' },
      3006,
    ),
    accessCode,
    secretKey: text(env['ESIMACCESS_SANDBOX_SECRET_KEY']) ?? text(env['ESIMACCESS_SECRET_KEY']),
    testControls: flag(env['ESIMACCESS_SANDBOX_TEST_CONTROLS'], 'ESIMACCESS_SANDBOX_TEST_CONTROLS'),
    webhookUrl: webhookUrlOf(env['ESIMACCESS_SANDBOX_WEBHOOK_URL']),
    webhookRetries: whole(env['ESIMACCESS_SANDBOX_WEBHOOK_RETRIES'], 5, 'ESIMACCESS_SANDBOX_WEBHOOK_RETRIES'),
    webhookRetryMs: whole(env['ESIMACCESS_SANDBOX_WEBHOOK_RETRY_MS'], 1000, 'ESIMACCESS_SANDBOX_WEBHOOK_RETRY_MS'),
    allocationDelayMs: whole(env['ESIMACCESS_SANDBOX_ALLOCATION_DELAY_MS'], 2000, 'ESIMACCESS_SANDBOX_ALLOCATION_DELAY_MS'),
    rateLimitPerSecond: whole(env['ESIMACCESS_SANDBOX_RATE_LIMIT_PER_S'], 8, 'ESIMACCESS_SANDBOX_RATE_LIMIT_PER_S'),
    rateLimitAnswer: rateLimitAnswerOf(env['ESIMACCESS_SANDBOX_RATE_LIMIT_ANSWER']),
    // $10,000 by default: enough for every test and benchmark; the test controls empty it.
    initialBalance: whole(env['ESIMACCESS_SANDBOX_BALANCE_USD'], 10_000, 'ESIMACCESS_SANDBOX_BALANCE_USD') * 10_000,
    packageCount: whole(env['ESIMACCESS_SANDBOX_PACKAGE_COUNT'], 0, 'ESIMACCESS_SANDBOX_PACKAGE_COUNT'),
    smdpAddress,
    faultHangMs: whole(env['ESIMACCESS_SANDBOX_FAULT_HANG_MS'], 60_000, 'ESIMACCESS_SANDBOX_FAULT_HANG_MS'),
    seedDir: seedDirOf(env['ESIMACCESS_SANDBOX_SEED_DIR']),
  };
}
