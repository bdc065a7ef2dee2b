import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PRODUCTION_PROVIDER_SETTINGS, repoRoot } from '../../scripts/lib/shop.mjs';

/*
 * Issue 34 point 1, as an operator meets it: the built server started with NODE_ENV=production and
 * one stand-in left in place stops before it opens anything, naming that setting and where the
 * real one comes from. (The same start with every setting given runs: the production backend of
 * api-hardening.integration.test.ts.)
 */

const secrets = {
  COOKIE_SECRET: 'c'.repeat(40),
  ESIM_LINK_SECRET: 'e'.repeat(40),
  SUPERADMIN_USERNAME: 'owner',
  SUPERADMIN_PASSWORD: 'a-long-owner-password',
};

function startProduction(leftOut: string): { status: number | null; output: string } {
  const env: Record<string, string | undefined> = {
    PATH: process.env['PATH'],
    NODE_ENV: 'production',
    ...secrets,
    ...PRODUCTION_PROVIDER_SETTINGS,
  };
  delete env[leftOut];
  const started = spawnSync(process.execPath, [path.join(repoRoot, 'backend/dist/index.js')], {
    env: { ...env, BACKEND_PORT: '1', SQLITE_PATH: '/nonexistent/never-opened.sqlite' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: started.status, output: `${started.stdout}${started.stderr}` };
}

describe('a production start with a stand-in left in place', () => {
  for (const [leftOut, where] of [
    ['ESIM_SUPPLIER', /ESIM_SUPPLIER: the sandbox issues test eSIMs/],
    ['CARD_PROVIDER', /CARD_PROVIDER: the sandbox card gateway takes no real money/],
    ['PAYPAL_CLIENT_SECRET', /PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: .*developer\.paypal\.com/],
    ['SMTP_URL', /SMTP_URL: emails would only be written to the outbox folder/],
    ['COOKIE_SECRET', /COOKIE_SECRET is required/],
  ] as const) {
    it(`stops without ${leftOut}, naming it and where it comes from`, () => {
      const { status, output } = startProduction(leftOut);
      expect(status).not.toBe(0);
      expect(output).toMatch(where);
      // Stopped before anything was opened or written: no database, no listening port.
      expect(output).not.toContain('BACKEND_READY');
    });
  }
});
