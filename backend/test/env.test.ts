import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PRODUCTION_PROVIDER_SETTINGS } from '../../scripts/lib/shop.mjs';
import { BACKEND_ROOT, readEnv } from '../src/env';

describe('readEnv', () => {
  it('defaults to a local SQLite shop on 127.0.0.1:3001 with development secrets', () => {
    const env = readEnv({});
    expect(env.host).toBe('127.0.0.1');
    expect(env.port).toBe(3001);
    expect(env.database).toEqual({ type: 'sqlite', file: path.join(BACKEND_ROOT, 'data/shop.sqlite') });
    expect(env.assetsDir).toBe(path.join(BACKEND_ROOT, 'data/assets'));
    expect(env.mailboxDir).toBe(path.join(BACKEND_ROOT, 'data/outbox'));
    expect(env.superadmin).toEqual({ username: 'superadmin', password: 'superadmin' });
    expect(env.devDefaultsUsed).toEqual(['COOKIE_SECRET', 'ESIM_LINK_SECRET', 'SUPERADMIN_USERNAME/SUPERADMIN_PASSWORD']);
  });

  it('has no secret in its code: one read without them gets random ones of its own', () => {
    const [first, second] = [readEnv({}), readEnv({})];
    expect(first.cookieSecret).toMatch(/^[\w-]{43}$/);
    expect(first.esimLinkSecret).toMatch(/^[\w-]{43}$/);
    expect(second.cookieSecret).not.toBe(first.cookieSecret);
    expect(first.esimLinkSecret).not.toBe(first.cookieSecret);
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
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      /COOKIE_SECRET[\s\S]*ESIM_LINK_SECRET[\s\S]*SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD/,
    );
    expect(() => readEnv({ NODE_ENV: 'production', COOKIE_SECRET: 'short', SUPERADMIN_USERNAME: 'a', SUPERADMIN_PASSWORD: 'b' })).toThrow(
      /at least 32/,
    );
  });

  const secrets = {
    COOKIE_SECRET: 'x'.repeat(32),
    ESIM_LINK_SECRET: 'y'.repeat(32),
    SUPERADMIN_USERNAME: 'admin',
    SUPERADMIN_PASSWORD: 'long-password',
  };
  const configuredForReal = { NODE_ENV: 'production', ...secrets, ...PRODUCTION_PROVIDER_SETTINGS };

  it('accepts production with secrets and real providers, and tooling that only inspects the config without them', () => {
    const env = readEnv(configuredForReal);
    expect(env.devDefaultsUsed).toEqual([]);
    expect(env.sampleReviews).toBe(false);
    expect(readEnv({ NODE_ENV: 'production' }, { enforceProductionSecrets: false }).production).toBe(true);
    // The dashboard's build reads the config under Vite's NODE_ENV=production: it must not refuse the sandboxes.
    expect(readEnv({ NODE_ENV: 'production' }, { enforceProductionSecrets: false }).refusesStandIns).toBe(false);
    expect(env.refusesStandIns).toBe(true);
  });

  it('refuses each stand-in left in a production start, one at a time, naming it and where the real one comes from', () => {
    const leftOut: Array<[Record<string, string | undefined>, RegExp]> = [
      [{ ESIM_SUPPLIER: undefined }, /ESIM_SUPPLIER: the sandbox issues test eSIMs/],
      [{ ESIM_SUPPLIER: 'airalo' }, /AIRALO_CLIENT_ID and AIRALO_CLIENT_SECRET: .*Airalo Partners platform/],
      [{ ESIMACCESS_ACCESS_CODE: undefined }, /ESIMACCESS_ACCESS_CODE: .*eSIM Access console/],
      [{ ESIMACCESS_WEBHOOK_SECRET: undefined }, /ESIMACCESS_WEBHOOK_SECRET: your own/],
      [{ CARD_PROVIDER: undefined }, /CARD_PROVIDER: the sandbox card gateway takes no real money/],
      [{ CARD_PROVIDER: 'sandbox' }, /CARD_PROVIDER: the sandbox card gateway/],
      [
        { STRIPE_SECRET_KEY: undefined },
        /STRIPE_SECRET_KEY: without it Stripe's simulator answers \(Stripe dashboard › Developers › API keys/,
      ],
      [{ STRIPE_WEBHOOK_SECRET: undefined }, /STRIPE_WEBHOOK_SECRET: .*Signing secret/],
      [{ PAYPAL_BASE_URL: undefined }, /PAYPAL_BASE_URL: the PayPal simulator answers by default/],
      [{ PAYPAL_CLIENT_SECRET: undefined }, /PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: the simulator’s/],
      [{ PAYPAL_WEBHOOK_ID: undefined }, /PAYPAL_WEBHOOK_ID: without it every PayPal event is refused/],
      [{ SMTP_URL: undefined }, /SMTP_URL: emails would only be written to the outbox folder/],
      [{ MAIL_FROM: undefined }, /MAIL_FROM: a sender on your own domain/],
      [{ MAIL_FROM: 'shop@esim-shop.localhost' }, /MAIL_FROM/],
      [{ MAIL_FROM: '"Shop" <orders@shop.example>' }, /MAIL_FROM/],
      [{ ESIM_SANDBOX_TEST_CONTROLS: 'true' }, /ESIM_SANDBOX_TEST_CONTROLS: a test control/],
      [{ SAMPLE_REVIEWS: 'true' }, /SAMPLE_REVIEWS: the seed’s invented reviews/],
    ];
    for (const [change, named] of leftOut) {
      const env = { ...configuredForReal, ...change };
      expect(() => readEnv(env), JSON.stringify(change)).toThrow(named);
      // The sandboxes stay the default outside production.
      expect(readEnv({ ...env, NODE_ENV: 'development' }).production).toBe(false);
    }
  });

  it('lists every stand-in of a bare production start in one message, beside the missing secrets', () => {
    let message = '';
    try {
      readEnv({ NODE_ENV: 'production' });
    } catch (error) {
      message = String(error);
    }
    for (const named of ['COOKIE_SECRET', 'ESIM_SUPPLIER', 'CARD_PROVIDER', 'PAYPAL_CLIENT_ID', 'SMTP_URL', 'MAIL_FROM'])
      expect(message).toContain(named);
  });

  it('starts on .env.example once its blanks are filled in and its example domain is the shop’s own', () => {
    const example = readFileSync(path.join(BACKEND_ROOT, '../.env.example'), 'utf8').replaceAll('example.com', 'esim-shop.com');
    const settings = Object.fromEntries(
      example
        .split('\n')
        .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map(([, name = '', value = '']) => [name, value === '' ? 'z'.repeat(40) : value.replace(/^"(.*)"$/, '$1')]),
    );
    expect(settings['NODE_ENV']).toBe('production');
    const env = readEnv(settings);
    expect(env.production).toBe(true);
    // What the example names, it names for a reason: each of these, left out, is refused.
    for (const name of ['ESIM_SUPPLIER', 'CARD_PROVIDER', 'STRIPE_SECRET_KEY', 'PAYPAL_WEBHOOK_ID', 'SMTP_URL', 'COOKIE_SECRET'])
      expect(() => readEnv({ ...settings, [name]: '' }), name).toThrow(new RegExp(name));
  });

  it('seeds the sample reviews outside production only, unless told otherwise', () => {
    expect(readEnv({}).sampleReviews).toBe(true);
    expect(readEnv({ SAMPLE_REVIEWS: 'false' }).sampleReviews).toBe(false);
    expect(readEnv({ ...configuredForReal, SAMPLE_REVIEWS: 'false' }).sampleReviews).toBe(false);
  });

  it('keeps the eSIM sandbox test controls and a short eSIM link secret out of production', () => {
    expect(readEnv({ ESIM_SANDBOX_TEST_CONTROLS: 'true' }).esimSandboxTestControls).toBe(true);
    expect(readEnv({}).esimSandboxTestControls).toBe(false);
    expect(() => readEnv({ ...configuredForReal, ESIM_LINK_SECRET: 'short' })).toThrow(/ESIM_LINK_SECRET must be at least 32/);
  });

  it('reads the SKUs the sandbox eSIM provider refuses as a comma-separated list', () => {
    expect(readEnv({}).esimSandboxFailSkus).toEqual([]);
    expect(readEnv({ ESIM_SANDBOX_FAIL_SKUS: ' JP-*, DE-5GB-30D ,,' }).esimSandboxFailSkus).toEqual(['JP-*', 'DE-5GB-30D']);
  });

  it('runs one process with the jobs in the database unless told otherwise', () => {
    const env = readEnv({});
    expect(env.role).toBe('server+worker');
    expect(env.redisUrl).toBeUndefined();
    expect(env.workerHealthPort).toBe(3004);
    expect(readEnv({}, { entry: 'server' }).role).toBe('server+worker');
  });

  it('takes the worker role by default in the worker entry, given Redis', () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6390' };
    expect(readEnv(redis, { entry: 'worker' }).role).toBe('worker');
    expect(readEnv({ ...redis, BACKEND_ROLE: 'worker' }, { entry: 'worker' }).role).toBe('worker');
    expect(readEnv({ ...redis, BACKEND_ROLE: 'server' }, { entry: 'server' }).role).toBe('server');
    expect(readEnv({ ...redis, WORKER_HEALTH_PORT: '3104' }, { entry: 'worker' }).workerHealthPort).toBe(3104);
  });

  it('refuses a split without Redis, naming REDIS_URL', () => {
    expect(() => readEnv({ BACKEND_ROLE: 'server' }, { entry: 'server' })).toThrow(/BACKEND_ROLE=server needs REDIS_URL/);
    expect(() => readEnv({}, { entry: 'worker' })).toThrow(/BACKEND_ROLE=worker needs REDIS_URL/);
  });

  it('refuses a role the entry does not run', () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6390' };
    expect(() => readEnv({ ...redis, BACKEND_ROLE: 'worker' }, { entry: 'server' })).toThrow(/node backend\/dist\/worker\.js/);
    expect(() => readEnv({ ...redis, BACKEND_ROLE: 'server' }, { entry: 'worker' })).toThrow(/only runs the worker/);
    expect(() => readEnv({ ...redis, BACKEND_ROLE: 'server+worker' }, { entry: 'worker' })).toThrow(/only runs the worker/);
  });

  it('rejects malformed Redis settings with the variable named', () => {
    expect(() => readEnv({ BACKEND_ROLE: 'both' })).toThrow(/BACKEND_ROLE: must be one of server\+worker, server, worker/);
    expect(() => readEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => readEnv({ REDIS_URL: 'redis://127.0.0.1:6379/cache' })).toThrow(/REDIS_URL/);
    expect(() => readEnv({ WORKER_HEALTH_PORT: '0' })).toThrow(/WORKER_HEALTH_PORT/);
    expect(readEnv({ REDIS_URL: ' rediss://:secret@redis.internal:6380/2 ' }).redisUrl).toBe('rediss://:secret@redis.internal:6380/2');
  });

  it('reports a missing production secret and a split without Redis together', () => {
    expect(() => readEnv({ NODE_ENV: 'production', BACKEND_ROLE: 'server' })).toThrow(/COOKIE_SECRET[\s\S]*REDIS_URL/);
  });
});
