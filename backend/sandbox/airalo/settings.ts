import { addressOf, text, whole } from '../server-kit/settings';

/** The simulator's well-known development credentials; the backend's AIRALO_CLIENT_* default to the same. */
export const SANDBOX_CLIENT_ID = 'airalo-sandbox-client-id';
export const SANDBOX_CLIENT_SECRET = 'airalo-sandbox-client-secret';
/** A host that cannot resolve: the simulator's profiles are well-formed but can never be downloaded. */
const SANDBOX_SMDP_ADDRESS = 'lpa.airalo-sandbox.test';

export interface AiraloSandboxSettings {
  host: string;
  port: number;
  /** Where clients reach the simulator: the pagination links it hands out are named with it. */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  /** `/__sandbox/*` (reset, faults, balance, catalogue, installs, async delivery): on only for tests. */
  testControls: boolean;
  /** `expires_in` of an access token; Airalo's example shows 366 days. */
  tokenTtlSeconds: number;
  /** The SM-DP+ host of every eSIM it issues (`lpa` and the LPA string). */
  smdpAddress: string;
  /** The partner's prepaid balance at start and after a reset, in USD cents. */
  initialBalanceCents: number;
  /**
   * How many sellable packages the catalogue holds. 0: the realistic catalogue (five plans for each
   * country the shop sells, plus the regional plans); a number (e.g. 3000, about Airalo's full
   * list) pads it with more plans per country, or trims it, to exactly that many.
   */
  packageCount: number;
  /** The opted-in `async_orders` webhook URL (the backend's webhook route). Unset: async orders need a `webhook_url` field. */
  webhookUrl: string | undefined;
  /** How long an async order waits before it is processed and its webhook sent. */
  asyncDelayMs: number;
  /** How long a `hang` fault holds its answer: longer than any client waits. */
  faultHangMs: number;
}

function webhookUrlOf(value: string | undefined): string | undefined {
  const given = text(value);
  if (given === undefined) return undefined;
  if (!/^https?:\/\//.test(given)) throw new Error(`AIRALO_SANDBOX_WEBHOOK_URL must be an http(s) URL, got "${given}"`);
  return new URL(given).toString();
}

function flag(value: string | undefined, name: string): boolean {
  const given = text(value)?.toLowerCase();
  if (given === undefined || given === 'false' || given === '0') return false;
  if (given === 'true' || given === '1') return true;
  throw new Error(`${name} must be true or false, got "${given}"`);
}

function smdpOf(value: string | undefined): string {
  const given = text(value) ?? SANDBOX_SMDP_ADDRESS;
  if (!/^[A-Za-z0-9.-]{1,253}$/.test(given)) throw new Error(`AIRALO_SANDBOX_SMDP_ADDRESS must be a host name, got "${given}"`);
  return given;
}

/**
 * Read once at start. The credentials fall back to the backend's variables so that one exported
 * AIRALO_CLIENT_SECRET configures both sides of a local shop (the webhook signature's key too).
 */
export function readAiraloSandboxSettings(env: NodeJS.ProcessEnv): AiraloSandboxSettings {
  const { host, port, publicUrl } = addressOf(
    env,
    { host: 'AIRALO_SANDBOX_HOST', port: 'AIRALO_SANDBOX_PORT', publicUrl: 'AIRALO_SANDBOX_PUBLIC_URL' },
    3005,
  );
  return {
    host,
    port,
    publicUrl,
    clientId: text(env['AIRALO_SANDBOX_CLIENT_ID']) ?? text(env['AIRALO_CLIENT_ID']) ?? SANDBOX_CLIENT_ID,
    clientSecret: text(env['AIRALO_SANDBOX_CLIENT_SECRET']) ?? text(env['AIRALO_CLIENT_SECRET']) ?? SANDBOX_CLIENT_SECRET,
    testControls: flag(env['AIRALO_SANDBOX_TEST_CONTROLS'], 'AIRALO_SANDBOX_TEST_CONTROLS'),
    tokenTtlSeconds: whole(env['AIRALO_SANDBOX_TOKEN_TTL_S'], 31_622_400, 'AIRALO_SANDBOX_TOKEN_TTL_S'),
    smdpAddress: smdpOf(env['AIRALO_SANDBOX_SMDP_ADDRESS']),
    initialBalanceCents: whole(env['AIRALO_SANDBOX_BALANCE_CENTS'], 1_000_000, 'AIRALO_SANDBOX_BALANCE_CENTS'),
    packageCount: whole(env['AIRALO_SANDBOX_PACKAGES'], 0, 'AIRALO_SANDBOX_PACKAGES'),
    webhookUrl: webhookUrlOf(env['AIRALO_SANDBOX_WEBHOOK_URL']),
    asyncDelayMs: whole(env['AIRALO_SANDBOX_ASYNC_DELAY_MS'], 2000, 'AIRALO_SANDBOX_ASYNC_DELAY_MS'),
    faultHangMs: whole(env['AIRALO_SANDBOX_FAULT_HANG_MS'], 60_000, 'AIRALO_SANDBOX_FAULT_HANG_MS'),
  };
}
