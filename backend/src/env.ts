import path from 'node:path';
import { z } from 'zod';

import { DEFAULT_API_MAX_BODY_BYTES } from './api-hardening/body-limit-default';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, trustedProxies } from './plugins/rate-limit/client-address';

/** backend/ — defaults are anchored here so the server behaves the same from any working directory. */
export const BACKEND_ROOT = path.resolve(__dirname, '..');

const DEV_COOKIE_SECRET = 'dev-only-cookie-secret-change-me-in-production';
const DEV_SUPERADMIN = { username: 'superadmin', password: 'superadmin' } as const;

/** Empty strings count as unset, so `FOO= node …` behaves like not setting FOO at all. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

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
  COMMUNITY_RATE_LIMIT_PER_MINUTE: optionalText.transform((value, ctx) => {
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
  // The DashboardPlugin proxies to a Vite dev server if one answers on this port. 5173 (its
  // default) is also the storefront's Vite port on a developer machine, so we move it aside.
  DASHBOARD_DEV_PORT: portWithDefault(5199),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).optional()).transform((value) => value ?? 'info'),
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
  host: string;
  port: number;
  database: DatabaseSettings;
  assetsDir: string;
  mailboxDir: string;
  /** Contact attachments and review pictures, outside any web root (the community plugin serves them one by one). */
  uploadsDir: string;
  /** Where contact messages and reviews are emailed; unset: the contact configuration's email. */
  shopInbox: string | undefined;
  /** Contact and review submissions per minute and client address. */
  communityRateLimitPerMinute: number;
  smtpUrl: string | undefined;
  /** Whose `X-Forwarded-For` is believed: addresses, CIDR ranges or `loopback` (plugins/rate-limit/client-address.ts). */
  trustedProxies: string[];
  mailFrom: string;
  /** Browser origins allowed to call the APIs with credentials. */
  corsOrigins: string[];
  cookieSecret: string;
  cookieSecure: boolean;
  superadmin: { username: string; password: string };
  /** Which settings fell back to dev-only defaults, so the entry can say so out loud. */
  devDefaultsUsed: Array<'COOKIE_SECRET' | 'SUPERADMIN_USERNAME/SUPERADMIN_PASSWORD'>;
  dashboardDir: string;
  /** backend/seed by default; another folder lets tests and benchmarks seed other catalogues. */
  seedDataDir: string;
  dashboardDevPort: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** SKUs (or `PREFIX*`) the sandbox eSIM provider refuses, to exercise the cancel-and-refund path. */
  esimSandboxFailSkus: string[];
  /** The largest JSON body of the APIs; the storefront's proxy reads the same variable. */
  apiMaxBodyBytes: number;
}

class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid backend environment:\n- ${problems.join('\n- ')}`);
    this.name = 'EnvError';
  }
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
  { enforceProductionSecrets = true }: { enforceProductionSecrets?: boolean } = {},
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

  if (problems.length > 0) throw new EnvError(problems);

  const database: DatabaseSettings = raw.DATABASE_URL
    ? { type: 'postgres', url: raw.DATABASE_URL }
    : { type: 'sqlite', file: resolveFromCwd(raw.SQLITE_PATH, 'data/shop.sqlite') };

  return {
    production,
    host: raw.BACKEND_HOST,
    port: raw.BACKEND_PORT,
    database,
    assetsDir: resolveFromCwd(raw.ASSETS_DIR, 'data/assets'),
    mailboxDir: resolveFromCwd(raw.MAILBOX_DIR, 'data/outbox'),
    uploadsDir: resolveFromCwd(raw.UPLOADS_DIR, 'data/uploads'),
    shopInbox: raw.SHOP_INBOX,
    communityRateLimitPerMinute: raw.COMMUNITY_RATE_LIMIT_PER_MINUTE,
    smtpUrl: raw.SMTP_URL,
    trustedProxies: trustedProxyList,
    mailFrom: raw.MAIL_FROM,
    corsOrigins,
    cookieSecret: raw.COOKIE_SECRET ?? DEV_COOKIE_SECRET,
    cookieSecure: raw.COOKIE_SECURE,
    superadmin: hasSuperadmin
      ? { username: raw.SUPERADMIN_USERNAME ?? '', password: raw.SUPERADMIN_PASSWORD ?? '' }
      : { ...DEV_SUPERADMIN },
    devDefaultsUsed,
    dashboardDir: resolveFromCwd(raw.DASHBOARD_DIR, 'dist/dashboard'),
    seedDataDir: resolveFromCwd(raw.SEED_DATA_DIR, 'seed'),
    dashboardDevPort: raw.DASHBOARD_DEV_PORT,
    logLevel: raw.LOG_LEVEL,
    esimSandboxFailSkus: (raw.ESIM_SANDBOX_FAIL_SKUS ?? '')
      .split(',')
      .map((sku) => sku.trim())
      .filter((sku) => sku !== ''),
    apiMaxBodyBytes: raw.API_MAX_BODY_BYTES === undefined ? DEFAULT_API_MAX_BODY_BYTES : Number(raw.API_MAX_BODY_BYTES),
  };
}
