import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isValidIccid } from '../src/plugins/esim-delivery/iccid';
import { createAiraloSandbox, type AiraloSandbox } from '../sandbox/airalo/sandbox-server';
import { readAiraloSandboxSettings, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../sandbox/airalo/settings';

/*
 * The Airalo simulator as any client sees it (the adapter's view is airalo-supplier.test.ts):
 * the token in each body format Airalo's clients use, pages 2+ of the package list, the eSIMs it
 * issues, and test controls that exist only when enabled.
 */

let sandbox: AiraloSandbox;
let base: string;

beforeAll(async () => {
  sandbox = createAiraloSandbox(readAiraloSandboxSettings({}));
  await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  sandbox.state.settings.publicUrl = base;
});

afterAll(() => sandbox.close());

const credentials = { client_id: SANDBOX_CLIENT_ID, client_secret: SANDBOX_CLIENT_SECRET, grant_type: 'client_credentials' };

async function tokenWith(body: FormData | URLSearchParams | string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${base}/v2/token`, { method: 'POST', headers, body });
  await response.arrayBuffer();
  return response.status;
}

async function token(): Promise<string> {
  const response = await fetch(`${base}/v2/token`, { method: 'POST', body: new URLSearchParams(credentials) });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

describe('the Airalo simulator', () => {
  it('issues tokens from multipart, urlencoded and JSON bodies, as Airalo’s docs, PHP SDK and Node SDK send them', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(credentials)) form.append(name, value);
    expect(await tokenWith(form)).toBe(200);
    expect(await tokenWith(new URLSearchParams(credentials))).toBe(200);
    expect(await tokenWith(JSON.stringify(credentials), { 'content-type': 'application/json' })).toBe(200);
    expect(await tokenWith(new URLSearchParams({ ...credentials, grant_type: 'password' }))).toBe(422);
  });

  it('lists pages from 2 on as an object keyed by each country’s index, as the docs describe', async () => {
    const authorization = `Bearer ${await token()}`;
    const first = (await (await fetch(`${base}/v2/packages?limit=10`, { headers: { authorization } })).json()) as {
      data: unknown;
      meta: { last_page: number };
    };
    const second = (await (await fetch(`${base}/v2/packages?limit=10&page=2`, { headers: { authorization } })).json()) as { data: unknown };
    expect(Array.isArray(first.data)).toBe(true);
    expect(Object.keys(second.data as object)).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(first.meta.last_page).toBeGreaterThan(20);
  });

  it('issues valid ICCIDs and LPA strings naming its SM-DP+', async () => {
    const authorization = `Bearer ${await token()}`;
    const response = await fetch(`${base}/v2/orders`, {
      method: 'POST',
      headers: { authorization },
      body: new URLSearchParams({ quantity: '5', package_id: 'germany-mobile-30days-3gb', type: 'sim' }),
    });
    const sims = ((await response.json()) as { data: { sims: Array<{ iccid: string; qrcode: string; lpa: string; matching_id: string }> } })
      .data.sims;
    expect(sims).toHaveLength(5);
    for (const sim of sims) {
      expect(isValidIccid(sim.iccid)).toBe(true);
      expect(sim.qrcode).toBe(`LPA:1$${sim.lpa}$${sim.matching_id}`);
      expect(sim.lpa).toBe('lpa.airalo-sandbox.test');
    }
  });

  it('sells a package for every destination the shop seeds', () => {
    const sold = new Set(sandbox.state.catalogue.flatMap((operator) => operator.countries));
    for (const code of ['FR', 'JP', 'US', 'BR', 'ZA', 'AE', 'NZ', 'XK']) expect(sold.has(code), code).toBe(true);
    expect(sandbox.state.catalogue.filter((operator) => operator.type === 'global').map((operator) => operator.slug)).toContain('europe');
  });

  it('serves no test control unless enabled, and refuses API calls without a token', async () => {
    expect((await fetch(`${base}/__sandbox/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/v2/balance`)).status).toBe(401);
  });
});
