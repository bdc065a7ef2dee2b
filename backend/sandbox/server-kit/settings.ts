/** Empty counts as unset, so `FOO= node …` behaves like not setting FOO at all. */
export function text(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function whole(value: string | undefined, fallback: number, name: string): number {
  const given = text(value);
  if (given === undefined) return fallback;
  const parsed = Number(given);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${given}"`);
  return parsed;
}

/** The settings that say where a sandbox listens and where browsers reach it (full names, so a search finds them). */
export interface AddressSettings {
  host: string;
  port: string;
  publicUrl: string;
}

/** Where a sandbox listens and where browsers reach it. */
export function addressOf(env: NodeJS.ProcessEnv, names: AddressSettings, defaultPort: number) {
  const host = text(env[names.host]) ?? '127.0.0.1';
  const port = whole(env[names.port], defaultPort, names.port);
  const publicUrl = (text(env[names.publicUrl]) ?? `http://${host}:${port}`).replace(/\/+$/, '');
  const origins = text(env['STOREFRONT_ORIGIN']) ?? 'http://127.0.0.1:3000';
  return { host, port, publicUrl, allowedOrigins: origins.split(',').map((origin) => new URL(origin.trim()).origin) };
}
