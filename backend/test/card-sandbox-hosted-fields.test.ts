import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCardSandbox, type CardSandbox } from '../sandbox/card-acquirer/sandbox-server';
import { readSandboxSettings } from '../sandbox/card-acquirer/settings';

/*
 * Issue 15 item 10: the card fields were inputs of the shop's own page (PCI SAQ A-EP). The gateway
 * now serves them, one page per field, to be framed by the shop only. These tests read the pages
 * and their headers; the journeys (e2e/hosted-card-fields.spec.ts) type into them in a browser.
 */

const STOREFRONT = 'http://127.0.0.1:3999';
const SESSION = 'sess_0123456789abcdef';
let sandbox: CardSandbox;
let base: string;
let builtDir: string;

beforeAll(async () => {
  // The frames' script as `npm run build` makes it, into a folder of this test's own.
  builtDir = await mkdtemp(path.join(tmpdir(), 'hosted-fields-'));
  await build({
    configFile: path.join(__dirname, '../sandbox/card-acquirer/vite.hosted-fields.config.mts'),
    build: { outDir: builtDir },
    logLevel: 'silent',
  });
  sandbox = createCardSandbox({
    ...readSandboxSettings({ STOREFRONT_ORIGIN: `${STOREFRONT},http://shop.example:8080`, CARD_SANDBOX_PUBLIC_KEY: 'pk_test_unit' }),
    hostedFieldScriptPath: path.join(builtDir, 'field.js'),
  });
  await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await sandbox.close();
  await rm(builtDir, { recursive: true, force: true });
});

function fieldUrl(field: string, overrides: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    key: 'pk_test_unit',
    session: SESSION,
    parentOrigin: STOREFRONT,
    locale: 'fr',
    label: 'Numéro de carte',
    ...overrides,
  });
  return `${base}/v1/hosted-fields/${field}?${query.toString()}`;
}

describe('a hosted field page', () => {
  it('is the field alone, with the browser’s card autofill token and its accessible name', async () => {
    const response = await fetch(fieldUrl('cardNumber', { placeholder: '1234 1234 1234 1234' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('inputmode="numeric"');
    expect(html).toContain('aria-label="Numéro de carte"');
    expect(html).toContain('<title>Numéro de carte</title>');
    expect(html).toContain('placeholder="1234 1234 1234 1234"');
    expect(html).toContain('<script src="/v1/hosted-fields/field.js" defer></script>');

    const expiry = await (await fetch(fieldUrl('expiry'))).text();
    expect(expiry).toContain('autocomplete="cc-exp"');
    const cvv = await (await fetch(fieldUrl('cvv'))).text();
    expect(cvv).toContain('autocomplete="cc-csc"');
  });

  it('has its own strict policy: its own script and origin only, framed by the shop’s origins only', async () => {
    const response = await fetch(fieldUrl('expiry'));
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      `frame-ancestors ${STOREFRONT} http://shop.example:8080`,
      "base-uri 'none'",
      "form-action 'none'",
    ]);
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('escapes what the query carries into the page', async () => {
    const html = await (await fetch(fieldUrl('cvv', { label: '"><script>alert(1)</script>', locale: 'en' }))).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('aria-label="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it.each([
    ['a parent origin that is not the shop’s', { parentOrigin: 'https://evil.example' }, 'parentOrigin'],
    ['another public key', { key: 'pk_other' }, 'key'],
    ['a session id too short to be random', { session: 'abc' }, 'session'],
    ['no label (the frame would have no accessible name)', { label: '  ' }, 'label'],
    ['a locale that is no language tag', { locale: 'fr"><' }, 'locale'],
    ['a huge style', { style: 'x'.repeat(3000) }, 'style'],
  ])('is refused with 400 for %s', async (_name, overrides, problem) => {
    const response = await fetch(fieldUrl('cardNumber', overrides));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`(${problem})`);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${STOREFRONT}`);
  });

  it('exists only for the three card fields, and only for GET', async () => {
    expect((await fetch(fieldUrl('name'))).status).toBe(404);
    expect((await fetch(fieldUrl('cardNumber'), { method: 'POST' })).status).toBe(405);
  });
});

describe('the frames’ script and stylesheet', () => {
  it('are served from the gateway with their types, the script within its byte budget', async () => {
    const script = await fetch(`${base}/v1/hosted-fields/field.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    // The card rules and card-validator travel with it; a budget keeps the frames quick to show.
    const gzipped = gzipSync(code).length;
    console.log(`hosted field script: ${code.length} bytes, ${gzipped} gzip`);
    expect(gzipped).toBeLessThanOrEqual(12 * 1024);
    expect(code).toContain('esim-hosted-field');

    const css = await fetch(`${base}/v1/hosted-fields/field.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('--field-color');
  });

  it('answers 503 when the script was never built, rather than a page that cannot work', async () => {
    const unbuilt = createCardSandbox({
      ...readSandboxSettings({ STOREFRONT_ORIGIN: STOREFRONT }),
      hostedFieldScriptPath: path.join(builtDir, 'missing.js'),
    });
    await new Promise<void>((resolve) => unbuilt.server.listen(0, '127.0.0.1', resolve));
    const port = (unbuilt.server.address() as AddressInfo).port;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/v1/hosted-fields/field.js`)).status).toBe(503);
    } finally {
      await unbuilt.close();
    }
  });
});
