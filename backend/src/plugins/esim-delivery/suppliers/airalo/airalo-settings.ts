/*
 * The Airalo Partner API adapter's settings (docs/suppliers/airalo.md). Read once at start from
 * the environment; the lead's env.ts passes process.env.
 */

const AIRALO_PRODUCTION_URL = 'https://partners-api.airalo.com/v2';
/** The simulator's development credentials and address (backend/sandbox/airalo/settings.ts): `npm start` runs it. */
const SIMULATOR_CLIENT_ID = 'airalo-sandbox-client-id';
const SIMULATOR_CLIENT_SECRET = 'airalo-sandbox-client-secret';
const SIMULATOR_BASE_URL = 'http://127.0.0.1:3005/v2';

export interface AiraloSettings {
  /** Airalo's API root, `/v2` included; the simulator's `http://127.0.0.1:<port>/v2` in development. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Orders through POST /v2/orders-async (profiles later, by webhook or poll) instead of /v2/orders. */
  asyncOrders: boolean;
  /** Sent as `webhook_url` with each async order; unset: the URL opted in at Airalo is used. */
  webhookUrl: string | undefined;
  /** The longest one request may take, body included. */
  timeoutMs: number;
  /** How long a usage answer is reused: Airalo allows one usage call per eSIM every 15 minutes. */
  usageCacheMs: number;
  /** Country entries per GET /v2/packages page. */
  packagesPageSize: number;
  /** No credentials given: the simulator's, at its address, and `npm start` runs the simulator. */
  usesSimulator: boolean;
}

const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

function whole(value: string | undefined, fallback: number, name: string, min = 0): number {
  const given = text(value);
  if (given === undefined) return fallback;
  const parsed = Number(given);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number from ${min}, got "${given}"`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  const given = text(value)?.toLowerCase();
  if (given === undefined) return fallback;
  if (given === 'true' || given === '1') return true;
  if (given === 'false' || given === '0') return false;
  throw new Error(`${name} must be true or false, got "${given}"`);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, except towards this machine (the simulator): the client secret never crosses a network in clear. */
function urlOf(value: string | undefined, fallback: string | undefined, name: string): string | undefined {
  const given = text(value) ?? fallback;
  if (given === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${name} must be a URL, got "${given}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new Error(`${name} must be an https URL (http only to 127.0.0.1 or localhost), got "${given}"`);
  }
  return url.toString().replace(/\/+$/, '');
}

export function readAiraloSettings(env: NodeJS.ProcessEnv): AiraloSettings {
  const clientId = text(env['AIRALO_CLIENT_ID']);
  const clientSecret = text(env['AIRALO_CLIENT_SECRET']);
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new Error('AIRALO_CLIENT_ID and AIRALO_CLIENT_SECRET go together: set both or neither');
  const usesSimulator = !clientId;
  const defaultUrl = usesSimulator ? SIMULATOR_BASE_URL : AIRALO_PRODUCTION_URL;
  const webhookUrl = text(env['AIRALO_WEBHOOK_URL']);
  return {
    baseUrl: urlOf(env['AIRALO_BASE_URL'], defaultUrl, 'AIRALO_BASE_URL') ?? defaultUrl,
    clientId: clientId ?? SIMULATOR_CLIENT_ID,
    clientSecret: clientSecret ?? SIMULATOR_CLIENT_SECRET,
    usesSimulator,
    asyncOrders: flag(env['AIRALO_ASYNC_ORDERS'], false, 'AIRALO_ASYNC_ORDERS'),
    // Airalo checks an opted-in URL with a HEAD request; any http(s) URL it can reach will do here.
    webhookUrl: webhookUrl === undefined ? undefined : new URL(webhookUrl).toString(),
    timeoutMs: whole(env['AIRALO_TIMEOUT_MS'], 20_000, 'AIRALO_TIMEOUT_MS', 1),
    usageCacheMs: whole(env['AIRALO_USAGE_CACHE_MS'], 15 * 60_000, 'AIRALO_USAGE_CACHE_MS'),
    packagesPageSize: whole(env['AIRALO_PACKAGES_PAGE_SIZE'], 50, 'AIRALO_PACKAGES_PAGE_SIZE', 1),
  };
}
