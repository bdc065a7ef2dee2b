import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readEnv } from '../src/env';
import { developmentSecrets, withDevelopmentSecrets } from '../src/startup/development-secrets';

let dir = '';
let file = '';

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'development-secrets-'));
  file = path.join(dir, 'data', 'development-secrets.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("an install's development secrets", () => {
  it('are made on the first start, random, in a file only its owner reads', () => {
    const secrets = developmentSecrets(file);
    expect(secrets.COOKIE_SECRET).toMatch(/^[\w-]{43}$/);
    expect(secrets.ESIM_LINK_SECRET).toMatch(/^[\w-]{43}$/);
    expect(secrets.ESIM_LINK_SECRET).not.toBe(secrets.COOKIE_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(secrets);
  });

  it('are read again on every later start, so sessions and eSIM links outlive a restart', () => {
    const first = developmentSecrets(file);
    expect(developmentSecrets(file)).toEqual(first);
  });

  it('differ from one install to another', () => {
    const other = path.join(dir, 'other', 'development-secrets.json');
    expect(developmentSecrets(other).COOKIE_SECRET).not.toBe(developmentSecrets(file).COOKIE_SECRET);
  });

  it('replace a missing or short secret of a hand-made file, keep the rest, and make it owner-only', () => {
    developmentSecrets(file);
    writeFileSync(file, JSON.stringify({ COOKIE_SECRET: 'c'.repeat(40), ESIM_LINK_SECRET: 'short' }), { mode: 0o644 });
    const secrets = developmentSecrets(file);
    expect(secrets.COOKIE_SECRET).toBe('c'.repeat(40));
    expect(secrets.ESIM_LINK_SECRET).toMatch(/^[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'not json');
    expect(developmentSecrets(file).COOKIE_SECRET).toMatch(/^[\w-]{43}$/);
  });

  it('fill in only what the environment leaves unset, outside production', () => {
    const filled = withDevelopmentSecrets({ COOKIE_SECRET: 'mine'.repeat(10) }, file);
    expect(filled['COOKIE_SECRET']).toBe('mine'.repeat(10));
    expect(filled['ESIM_LINK_SECRET']).toBe(developmentSecrets(file).ESIM_LINK_SECRET);
    expect(readEnv(withDevelopmentSecrets({}, file)).cookieSecret).toBe(developmentSecrets(file).COOKIE_SECRET);
  });

  it('are never made in production, which refuses to start without the environment’s', () => {
    const production = { NODE_ENV: 'production', SUPERADMIN_USERNAME: 'a', SUPERADMIN_PASSWORD: 'b' };
    expect(withDevelopmentSecrets(production, file)).toBe(production);
    expect(() => statSync(file)).toThrow(/ENOENT/);
    expect(() => readEnv(withDevelopmentSecrets(production, file))).toThrow(/COOKIE_SECRET is required[\s\S]*ESIM_LINK_SECRET is required/);
  });
});
