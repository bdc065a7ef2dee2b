import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { BACKEND_ROOT, readEnv } from '../src/env';

describe('readEnv', () => {
  it('defaults to a local SQLite shop on 127.0.0.1:3001 with dev-only secrets', () => {
    const env = readEnv({});
    expect(env.host).toBe('127.0.0.1');
    expect(env.port).toBe(3001);
    expect(env.database).toEqual({ type: 'sqlite', file: path.join(BACKEND_ROOT, 'data/shop.sqlite') });
    expect(env.assetsDir).toBe(path.join(BACKEND_ROOT, 'data/assets'));
    expect(env.mailboxDir).toBe(path.join(BACKEND_ROOT, 'data/outbox'));
    expect(env.superadmin).toEqual({ username: 'superadmin', password: 'superadmin' });
    expect(env.devDefaultsUsed).toEqual(['COOKIE_SECRET', 'SUPERADMIN_USERNAME/SUPERADMIN_PASSWORD']);
  });

  it('allows the storefront and the backend itself as CORS origins', () => {
    expect(readEnv({}).corsOrigins).toEqual(['http://127.0.0.1:3000', 'http://127.0.0.1:3001']);
    expect(readEnv({ STOREFRONT_ORIGIN: 'https://shop.example/, http://localhost:5173', BACKEND_PORT: '3101' }).corsOrigins).toEqual([
      'https://shop.example',
      'http://localhost:5173',
      'http://127.0.0.1:3101',
    ]);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(readEnv({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/shop' }).database).toEqual({
      type: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/shop',
    });
  });

  it('treats empty variables as unset', () => {
    expect(readEnv({ BACKEND_PORT: '', DATABASE_URL: ' ' }).port).toBe(3001);
  });

  it('rejects malformed values with the variable named', () => {
    expect(() => readEnv({ BACKEND_PORT: '70000' })).toThrow(/BACKEND_PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ STOREFRONT_ORIGIN: 'not a url' })).toThrow(/STOREFRONT_ORIGIN/);
  });

  it('refuses to start in production without real secrets and lists every missing one', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/COOKIE_SECRET[\s\S]*SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD/);
    expect(() => readEnv({ NODE_ENV: 'production', COOKIE_SECRET: 'short', SUPERADMIN_USERNAME: 'a', SUPERADMIN_PASSWORD: 'b' })).toThrow(
      /at least 32/,
    );
  });

  it('accepts production with secrets, and tooling that only inspects the config without them', () => {
    const secrets = {
      COOKIE_SECRET: 'x'.repeat(32),
      SUPERADMIN_USERNAME: 'admin',
      SUPERADMIN_PASSWORD: 'long-password',
    };
    expect(readEnv({ NODE_ENV: 'production', ...secrets }).devDefaultsUsed).toEqual([]);
    expect(readEnv({ NODE_ENV: 'production' }, { enforceProductionSecrets: false }).production).toBe(true);
  });

  it('reads the SKUs the sandbox eSIM provider refuses as a comma-separated list', () => {
    expect(readEnv({}).esimSandboxFailSkus).toEqual([]);
    expect(readEnv({ ESIM_SANDBOX_FAIL_SKUS: ' JP-*, DE-5GB-30D ,,' }).esimSandboxFailSkus).toEqual(['JP-*', 'DE-5GB-30D']);
  });
});
