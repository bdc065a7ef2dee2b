import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

import { DEFAULT_API_MAX_BODY_BYTES } from './api-hardening/body-limit-default';
import { optionalText } from './env-settings';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, trustedProxies } from './plugins/rate-limit/client-address';
import { productionStandIns } from './startup/production-stand-ins';

/** backend/ — defaults are anchored here so the server behaves the same from any working directory. */
export const BACKEND_ROOT = path.resolve(__dirname, '..');

/** Where a shop outside production keeps the secrets it made for itself (startup/development-secrets.ts). */
export const DEVELOPMENT_SECRETS_FILE = path.join(BACKEND_ROOT, 'data', 'development-secrets.json');

/**
 * A secret for this process alone, for what reads the configuration without serving anyone (build
 * tools, tests): the entries fill in this install's kept secrets before (withDevelopmentSecrets).
 */
const processSecret = () => randomBytes(32).toString('base64url');

const DEV_SUPERADMIN = { username: 'superadmin', password: 'superadmin' } as const;

const textWithDefault = (fallback: string) => optionalText.transform((value) => value ?? fallback);

const portWithDefault = (fallback: number) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
      ctx.addIssue({ code: 'custom', message: 'must be a port number between 1 and 65535' });
      return z.NEVER;
    }
    return parsed;
  });

const booleanFlag = optionalText
  .pipe(z.enum(['true', 'false', '1', '0']).optional())
  .transform((value) => value === 'true' || value === '1');

const LOG_LEVELS = ['error', 'warn', 'info', 'verbose', 'debug'] as const;

/**
 * What one backend process does. `server+worker` (the default) answers the APIs and runs the jobs
 * and scheduled tasks itself; `server` only answers the APIs; `worker` (backend/dist/worker.js)
 * only runs jobs and scheduled tasks. A split needs REDIS_URL: the jobs then travel through Redis.
 */
const PROCESS_ROLES = ['server+worker', 'server', 'worker'] as const;
type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Which entry file reads the environment; tools and tests name none and get any role. */
export type BackendEntry = 'server' | 'worker';

/** Redis serves one logical database per URL path: `redis://host:6379/2` is database 2. */
const REDIS_URL_PATTERN = /^rediss?:\/\/[^/\s]+(\/\d{1,2})?$/;

const rawEnvSchema = z.object({
  NODE_ENV: optionalText,
  BACKEND_HOST: textWithDefault('127.0.0.1'),
  BACKEND_PORT: portWithDefault(3001),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SQLITE_PATH: optionalText,
  ASSETS_DIR: optionalText,
  MAILBOX_DIR: optionalText,
  UPLOADS_DIR: optionalText,
  SHOP_INBOX: optionalText.pipe(
    z
      .string()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address')
      .optional(),
  ),
  FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE: optionalText.transform((value, ctx) => {
    if (value === undefined) return 10;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number of at least 1' });
      return z.NEVER;
    }
    return parsed;
  }),
  SMTP_URL: optionalText,
  TRUSTED_PROXIES: optionalText,
  MAIL_FROM: textWithDefault('"eSIM Shop" <noreply@esim-shop.localhost>'),
  STOREFRONT_ORIGIN: textWithDefault('http://127.0.0.1:3000'),
  COOKIE_SECRET: optionalText,
  COOKIE_SECURE: booleanFlag,
  SUPERADMIN_USERNAME: optionalText,
  SUPERADMIN_PASSWORD: optionalText,
  DASHBOARD_DIR: optionalText,
  SEED_DATA_DIR: optionalText,
  ESIM_SANDBOX_FAIL_SKUS: optionalText,
  ESIM_SANDBOX_TEST_CONTROLS: booleanFlag,
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
  SAMPLE_REVIEWS: optionalText.pipe(z.enum(['true', 'false', '1', '0'], 'true or false').optional()),
  ESIM_LINK_SECRET: optionalText,
  // The DashboardPlugin proxies to a Vite dev server if one answers on this port. 5173 (its
  // default) is also the storefront's Vite port on a developer machine, so we move it aside.
  DASHBOARD_DEV_PORT: portWithDefault(5199),
  LOG_FORMAT: optionalText.pipe(z.enum(['json', 'text'], 'json or text').optional()),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).optional()).transform((value) => value ?? 'info'),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(REDIS_URL_PATTERN, 'must be a redis:// or rediss:// URL, optionally ending in a database number (redis://127.0.0.1:6379/0)')
      .optional(),
  ),
  BACKEND_ROLE: optionalText.pipe(z.enum(PROCESS_ROLES, { error: `must be one of ${PROCESS_ROLES.join(', ')}` }).optional()),
  WORKER_HEALTH_PORT: portWithDefault(3004),
  API_MAX_BODY_BYTES: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{3,8}$/, 'must be a whole number of bytes, 1000 or more')
      .optional(),
  ),
});

export type DatabaseSettings = { type: 'postgres'; url: string } | { type: 'sqlite'; file: string };

/** Everything the backend reads from the environment, validated and with defaults applied. */
export interface BackendEnv {
  production: boolean;
  /** Production with its rules enforced: stand-ins refused (false for tools that only read the config's shape). */
  refusesStandIns: boolean;
  host: string;
  port: number;
  database: DatabaseSettings;
  assetsDir: string;
  mailboxDir: string;
  /** Contact attachments and review pictures, outside any web root (the contact and reviews plugins serve them one by one). */
  uploadsDir: string;
  /** Where contact messages and reviews are emailed; unset: the contact configuration's email. */
  shopInbox: string | undefined;
  /** Contact and review submissions per minute and client address. */
  formSubmissionRateLimitPerMinute: number;
  smtpUrl: string | undefined;
  /** Whose `X-Forwarded-For` is believed: addresses, CIDR ranges or `loopback` (plugins/rate-limit/client-address.ts). */
  trustedProxies: string[];
  mailFrom: string;
  /** Browser origins allowed to call the APIs with credentials. */
  corsOrigins: string[];
  cookieSecret: string;
  cookieSecure: boolean;
  superadmin: { username: string; password: string };
  /**
   * Which settings fell back to development defaults, so the entry can say so out loud: a secret
   * named here was made for this process alone (the entries read this install's kept ones first).
   */
  devDefaultsUsed: Array<'COOKIE_SECRET' | 'ESIM_LINK_SECRET' | 'SUPERADMIN_USERNAME/SUPERADMIN_PASSWORD'>;
  dashboardDir: string;
  /** backend/seed by default; another folder lets tests and benchmarks seed other catalogues. */
  seedDataDir: string;
  dashboardDevPort: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** LOG_FORMAT: one JSON object per line with the request id (production's default), or Vendure's coloured text. */
  logFormat: 'json' | 'text';
  /** SKUs (or `PREFIX*`) the sandbox eSIM provider refuses, to exercise the cancel-and-refund path. */
  esimSandboxFailSkus: string[];
  /** `POST /esim-sandbox/usage` pins a sandbox eSIM's usage for tests; refused in production. */
  esimSandboxTestControls: boolean;
  /** METRICS_TOKEN: a scraper elsewhere reads /metrics with it; unset, only this machine's direct callers. */
  metricsToken: string | undefined;
  /** SAMPLE_REVIEWS: the seed's invented reviews are published at start (development and tests; never in production). */
  sampleReviews: boolean;
  /** Signs the guest's eSIM usage links; every server of a cluster needs the same. */
  esimLinkSecret: string;
  /** The largest JSON body of the APIs; the storefront's proxy reads the same variable. */
  apiMaxBodyBytes: number;
  /** Shared job queue (BullMQ), cache and catalogue-change messages; unset: all of them in process. */
  redisUrl: string | undefined;
  /** The one answer to "does this process serve the APIs, run the jobs, or both". */
  role: ProcessRole;
  /** The worker's own `GET /health`, on BACKEND_HOST. */
  workerHealthPort: number;
}

class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid backend environment:\n- ${problems.join('\n- ')}`);
    this.name = 'EnvError';
  }
}

/**
 * The role from BACKEND_ROLE, defaulting to the entry's own (index.js: server+worker, worker.js:
 * worker), or a problem when the role and the entry disagree or the split lacks Redis.
 */
function resolveRole(
  requested: ProcessRole | undefined,
  entry: BackendEntry | undefined,
  redisUrl: string | undefined,
): { role: ProcessRole; problem?: string } {
  const role = requested ?? (entry === 'worker' ? 'worker' : 'server+worker');
  if (entry === 'worker' && role !== 'worker') {
    return { role, problem: `BACKEND_ROLE=${role}: backend/dist/worker.js only runs the worker; start servers with backend/dist/index.js` };
  }
  if (entry === 'server' && role === 'worker') {
    return { role, problem: 'BACKEND_ROLE=worker: start the worker with node backend/dist/worker.js (index.js serves the APIs)' };
  }
  if (role !== 'server+worker' && redisUrl === undefined) {
    return {
      role,
      problem:
        `BACKEND_ROLE=${role} needs REDIS_URL: without Redis the jobs wait in the database and run in the ` +
        'process that serves the APIs (BACKEND_ROLE=server+worker); servers and workers apart share them through Redis',
    };
  }
  return { role };
}

function resolveFromCwd(value: string | undefined, fallbackInBackend: string): string {
  return value ? path.resolve(value) : path.join(BACKEND_ROOT, fallbackInBackend);
}

function originOf(value: string): string {
  return new URL(value).origin;
}

/**
 * Validates the environment once at start (build tools that only inspect the config's shape
 * pass `enforceProductionSecrets: false`, since e.g. Vite sets NODE_ENV=production); any problem is reported together with
 * every other problem so a misconfigured deploy fails with one readable message.
 */
export function readEnv(
  source: NodeJS.ProcessEnv,
  { enforceProductionSecrets = true, entry }: { enforceProductionSecrets?: boolean; entry?: BackendEntry } = {},
): BackendEnv {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = parsed.data;
  const production = raw.NODE_ENV === 'production';
  const requireSecrets = production && enforceProductionSecrets;
  const problems: string[] = [];
  const devDefaultsUsed: BackendEnv['devDefaultsUsed'] = [];

  let corsOrigins: string[] = [];
  try {
    corsOrigins = raw.STOREFRONT_ORIGIN.split(',').map((value) => originOf(value.trim()));
  } catch {
    problems.push('STOREFRONT_ORIGIN: must be a URL origin (or a comma-separated list of them)');
  }
  const ownOrigin = `http://${raw.BACKEND_HOST}:${raw.BACKEND_PORT}`;
  corsOrigins = [...new Set([...corsOrigins, ownOrigin])];

  if (raw.COOKIE_SECRET === undefined) {
    if (requireSecrets) problems.push('COOKIE_SECRET is required when NODE_ENV=production');
    devDefaultsUsed.push('COOKIE_SECRET');
  } else if (requireSecrets && raw.COOKIE_SECRET.length < 32) {
    problems.push('COOKIE_SECRET must be at least 32 characters when NODE_ENV=production');
  }

  if (raw.ESIM_LINK_SECRET === undefined) {
    if (requireSecrets) problems.push('ESIM_LINK_SECRET is required when NODE_ENV=production');
    devDefaultsUsed.push('ESIM_LINK_SECRET');
  } else if (requireSecrets && raw.ESIM_LINK_SECRET.length < 32) {
    problems.push('ESIM_LINK_SECRET must be at least 32 characters when NODE_ENV=production');
  }
  // Issue 34: every stand-in of a development shop (sandboxes, simulators, outbox, test controls, sample reviews), one line each.
  if (requireSecrets)
    problems.push(...productionStandIns(source).map((standIn) => `Stand-in refused with NODE_ENV=production: ${standIn}`));

  const hasSuperadmin = raw.SUPERADMIN_USERNAME !== undefined && raw.SUPERADMIN_PASSWORD !== undefined;
  if (!hasSuperadmin) {
    if (requireSecrets) {
      problems.push('SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD are required when NODE_ENV=production');
    }
    devDefaultsUsed.push('SUPERADMIN_USERNAME/SUPERADMIN_PASSWORD');
  }

  const trustedProxyList = raw.TRUSTED_PROXIES === undefined ? [...DEFAULT_TRUSTED_PROXIES] : parseTrustedProxies(raw.TRUSTED_PROXIES);
  try {
    trustedProxies(trustedProxyList);
  } catch (error) {
    problems.push(`TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)} (addresses or CIDR ranges, comma-separated)`);
  }

  const { role, problem: roleProblem } = resolveRole(raw.BACKEND_ROLE, entry, raw.REDIS_URL);
  if (roleProblem) problems.push(roleProblem);

  if (problems.length > 0) throw new EnvError(problems);

  const database: DatabaseSettings = raw.DATABASE_URL
    ? { type: 'postgres', url: raw.DATABASE_URL }
    : { type: 'sqlite', file: resolveFromCwd(raw.SQLITE_PATH, 'data/shop.sqlite') };

  return {
    production,
    refusesStandIns: requireSecrets,
    host: raw.BACKEND_HOST,
    port: raw.BACKEND_PORT,
    database,
    assetsDir: resolveFromCwd(raw.ASSETS_DIR, 'data/assets'),
    mailboxDir: resolveFromCwd(raw.MAILBOX_DIR, 'data/outbox'),
    uploadsDir: resolveFromCwd(raw.UPLOADS_DIR, 'data/uploads'),
    shopInbox: raw.SHOP_INBOX,
    formSubmissionRateLimitPerMinute: raw.FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE,
    smtpUrl: raw.SMTP_URL,
    trustedProxies: trustedProxyList,
    mailFrom: raw.MAIL_FROM,
    corsOrigins,
    cookieSecret: raw.COOKIE_SECRET ?? processSecret(),
    cookieSecure: raw.COOKIE_SECURE,
    superadmin: hasSuperadmin
      ? { username: raw.SUPERADMIN_USERNAME ?? '', password: raw.SUPERADMIN_PASSWORD ?? '' }
      : { ...DEV_SUPERADMIN },
    devDefaultsUsed,
    dashboardDir: resolveFromCwd(raw.DASHBOARD_DIR, 'dist/dashboard'),
    seedDataDir: resolveFromCwd(raw.SEED_DATA_DIR, 'seed'),
    dashboardDevPort: raw.DASHBOARD_DEV_PORT,
    logLevel: raw.LOG_LEVEL,
    logFormat: raw.LOG_FORMAT ?? (production ? 'json' : 'text'),
    esimSandboxFailSkus: (raw.ESIM_SANDBOX_FAIL_SKUS ?? '')
      .split(',')
      .map((sku) => sku.trim())
      .filter((sku) => sku !== ''),
    esimSandboxTestControls: raw.ESIM_SANDBOX_TEST_CONTROLS,
    metricsToken: raw.METRICS_TOKEN,
    // The seed's invented reviews: development and tests only (a production start refuses SAMPLE_REVIEWS=true).
    sampleReviews: raw.SAMPLE_REVIEWS === undefined ? !production : raw.SAMPLE_REVIEWS === 'true' || raw.SAMPLE_REVIEWS === '1',
    esimLinkSecret: raw.ESIM_LINK_SECRET ?? processSecret(),
    apiMaxBodyBytes: raw.API_MAX_BODY_BYTES === undefined ? DEFAULT_API_MAX_BODY_BYTES : Number(raw.API_MAX_BODY_BYTES),
    redisUrl: raw.REDIS_URL,
    role,
    workerHealthPort: raw.WORKER_HEALTH_PORT,
  };
}
