import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secrets a shop outside production makes for itself: the session cookies' (shared with the
 * storefront, which checks their signature) and the guest eSIM links'. In production both come
 * from the environment (env.ts refuses to start without them).
 */
export interface DevelopmentSecrets {
  COOKIE_SECRET: string;
  ESIM_LINK_SECRET: string;
}

export const DEVELOPMENT_SECRET_NAMES = ['COOKIE_SECRET', 'ESIM_LINK_SECRET'] as const;

/** 32 random bytes: as strong as the secrets production requires (≥ 32 characters). */
const newSecret = () => randomBytes(32).toString('base64url');

/** The secrets a kept file holds (those long enough), and whether there is a file at all. */
function readSecrets(file: string): { exists: boolean; kept: Partial<DevelopmentSecrets> } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { exists: false, kept: {} };
    throw error;
  }
  const kept: Partial<DevelopmentSecrets> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    for (const name of DEVELOPMENT_SECRET_NAMES) {
      const value = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[name] : undefined;
      if (typeof value === 'string' && value.length >= 32) kept[name] = value;
    }
  } catch {
    // Not JSON (edited by hand): every secret is made again.
  }
  return { exists: true, kept };
}

/**
 * This install's development secrets, kept in `file` (owner-only: 0600): made on the first start
 * from crypto-random bytes, read on every later one, so sessions and eSIM links survive a restart
 * and no two installs share a secret. A file made by hand with a missing or short secret gets a
 * new one for it, and keeps the others.
 */
export function developmentSecrets(file: string): DevelopmentSecrets {
  const { exists, kept } = readSecrets(file);
  if (kept.COOKIE_SECRET !== undefined && kept.ESIM_LINK_SECRET !== undefined) {
    return { COOKIE_SECRET: kept.COOKIE_SECRET, ESIM_LINK_SECRET: kept.ESIM_LINK_SECRET };
  }
  const secrets: DevelopmentSecrets = {
    COOKIE_SECRET: kept.COOKIE_SECRET ?? newSecret(),
    ESIM_LINK_SECRET: kept.ESIM_LINK_SECRET ?? newSecret(),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  const text = `${JSON.stringify(secrets, null, 2)}\n`;
  try {
    // A first start creates the file only if no process beside it (a server and the worker) just did.
    writeFileSync(file, text, { mode: 0o600, flag: exists ? 'w' : 'wx' });
  } catch (error) {
    if (!exists && (error as NodeJS.ErrnoException).code === 'EEXIST') return developmentSecrets(file);
    throw error;
  }
  // `mode` applies to a new file only: one made by hand keeps its permissions otherwise.
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * The environment with this install's development secrets filled in where unset, outside
 * production only: with NODE_ENV=production the environment must name them (env.ts says so).
 */
export function withDevelopmentSecrets(source: NodeJS.ProcessEnv, file: string): NodeJS.ProcessEnv {
  if (source['NODE_ENV'] === 'production') return source;
  const missing = DEVELOPMENT_SECRET_NAMES.filter((name) => !source[name]?.trim());
  if (missing.length === 0) return source;
  const secrets = developmentSecrets(file);
  return { ...source, ...Object.fromEntries(missing.map((name) => [name, secrets[name]])) };
}
