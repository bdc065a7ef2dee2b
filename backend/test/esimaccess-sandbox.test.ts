import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { signatureOf } from '../sandbox/esimaccess/auth';
import { buildCatalogue } from '../sandbox/esimaccess/catalogue';
import { createEsimAccessSandbox, type EsimAccessSandbox } from '../sandbox/esimaccess/sandbox-server';
import { readEsimAccessSandboxSettings, SANDBOX_ACCESS_CODE } from '../sandbox/esimaccess/settings';
import { isValidIccid } from '../src/plugins/esim-delivery/iccid';
import { documented } from './support/esimaccess-simulator';

/*
 * The eSIM Access simulator over plain HTTP, as any client of eSIM Access sees it: the access code,
 * the signature, the rate limit, the envelope, the catalogue it sells, the profiles it issues, and
 * its test controls. The adapter's view is esimaccess-supplier.test.ts.
 */

let sandbox: EsimAccessSandbox;
let base: string;

async function listen(instance: EsimAccessSandbox): Promise<string> {
  await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
  instance.state.settings.publicUrl = url;
  return url;
}

beforeAll(async () => {
  sandbox = createEsimAccessSandbox({
    ...readEsimAccessSandboxSettings({ ESIMACCESS_SANDBOX_TEST_CONTROLS: 'true' }),
    allocationDelayMs: 10,
    rateLimitPerSecond: 0,
  });
  base = await listen(sandbox);
});

afterAll(() => sandbox.close());

beforeEach(async () => {
  await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
  sandbox.state.settings.rateLimitPerSecond = 0;
  sandbox.state.settings.secretKey = undefined;
});

async function api(endpoint: string, body: unknown, headers: Record<string, string> = { 'RT-AccessCode': SANDBOX_ACCESS_CODE }) {
  const response = await fetch(`${base}/api/v1/open/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- the simulator's JSON, read by path in assertions
}

describe('authentication', () => {
  it('wants the access code: missing 000101, wrong 000102', async () => {
    expect((await api('balance/query', '', {})).body).toMatchObject({ success: false, errorCode: '000101', obj: null });
    expect((await api('balance/query', '', { 'RT-AccessCode': 'nope' })).body).toMatchObject({ success: false, errorCode: '000102' });
    expect((await api('balance/query', '')).body).toMatchObject({ success: true, errorCode: '0', obj: { balance: 100_000_000 } });
  });

  it('checks the HMAC signature when a secret key is set, in either case, within five minutes', async () => {
    sandbox.state.settings.secretKey = 'secret';
    const body = '{}';
    const signed = (timestamp: string, signature?: string) => ({
      'RT-AccessCode': SANDBOX_ACCESS_CODE,
      'RT-Timestamp': timestamp,
      'RT-RequestID': 'abc123',
      'RT-Signature': signature ?? signatureOf('secret', timestamp, 'abc123', SANDBOX_ACCESS_CODE, body),
    });
    const now = String(Date.now());
    expect((await api('balance/query', body, signed(now))).body.success).toBe(true);
    const upper = signatureOf('secret', now, 'abc123', SANDBOX_ACCESS_CODE, body).toUpperCase();
    expect((await api('balance/query', body, signed(now, upper))).body.success).toBe(true);
    expect((await api('balance/query', body, signed(now, 'ab'.repeat(32)))).body.errorCode).toBe('101003');
    expect((await api('balance/query', body, signed(String(Date.now() - 10 * 60_000)))).body.errorCode).toBe('101001');
    expect((await api('balance/query', body)).body.errorCode).toBe('000101');
  });

  it('signs as the docs’ example does', () => {
    const example = documented('signature-example.json') as Record<string, string>;
    const signature = signatureOf(
      example['SecretKey'] ?? '',
      example['Timestamp'] ?? '',
      example['RequestID'] ?? '',
      example['AccessCode'] ?? '',
      example['RequestBody'] ?? '',
    );
    expect(signature.toUpperCase()).toBe(example['Signature']);
  });
});

describe('rate limit', () => {
  it('answers the 9th request of a second with HTTP 429 and Retry-After, or 900001 when set so', async () => {
    sandbox.state.settings.rateLimitPerSecond = 8;
    const answers = await Promise.all(Array.from({ length: 10 }, () => api('balance/query', '')));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0]?.headers.get('retry-after')).toBe('1');
    expect(limited[0]?.body).toMatchObject({ success: false, errorCode: '900001' });

    await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
    sandbox.state.settings.rateLimitAnswer = 'busy';
    try {
      const busy = await Promise.all(Array.from({ length: 9 }, () => api('balance/query', '')));
      expect(busy.map((answer) => answer.status)).toEqual(Array(9).fill(200));
      expect(busy.filter((answer) => answer.body.errorCode === '900001')).toHaveLength(1);
    } finally {
      sandbox.state.settings.rateLimitAnswer = 'http429';
    }
  });
});

describe('catalogue', () => {
  it('sells every destination the shop seeds, each on the usual grid, and the regional bundles', async () => {
    const seeded = JSON.parse(readFileSync(path.join(__dirname, '../seed/countries.json'), 'utf8')) as {
      regions: Record<string, string[]>;
    };
    const { body } = await api('package/list', { locationCode: '', type: 'BASE', slug: '', packageCode: '', iccid: '' });
    const list = body.obj.packageList as Array<{ slug: string; location: string; price: number; retailPrice: number; volume: number }>;
    const local = new Set(list.filter((item) => !item.location.includes(',')).map((item) => item.location));
    for (const code of Object.values(seeded.regions).flat()) expect(local.has(code.toUpperCase()), code).toBe(true);
    expect(list.filter((item) => item.location === 'JP').map((item) => item.slug)).toEqual([
      'JP_1_7',
      'JP_3_15',
      'JP_5_30',
      'JP_10_30',
      'JP_20_30',
    ]);
    expect(list.filter((item) => item.location.includes(',')).length).toBe(40);
    for (const item of list) expect(item.retailPrice).toBeGreaterThan(item.price);
    // Filters: one country, one package.
    expect((await api('package/list', { locationCode: 'JP' })).body.obj.packageList).toHaveLength(
      5 + list.filter((item) => item.location.includes(',JP') || item.location.startsWith('JP,')).length,
    );
    expect((await api('package/list', { slug: 'JP_5_30' })).body.obj.packageList).toHaveLength(1);
    expect((await api('package/list', { type: 'TOPUP' })).body.obj.packageList).toHaveLength(0);
  });

  it('grows to the package count asked for the sync benchmark, with unique codes', () => {
    const settings = readEsimAccessSandboxSettings({ ESIMACCESS_SANDBOX_PACKAGE_COUNT: '3000' });
    const packages = buildCatalogue(settings);
    expect(packages).toHaveLength(3000);
    expect(new Set(packages.map((item) => item.packageCode)).size).toBe(3000);
    expect(new Set(packages.map((item) => item.slug)).size).toBe(3000);
  });
});

describe('orders and profiles', () => {
  it('issues valid ICCIDs and LPA codes, after the allocation; the query wants a pager', async () => {
    const code = (await api('package/list', { slug: 'FR_3_15' })).body.obj.packageList[0].packageCode as string;
    const placed = await api('esim/order', { transactionId: 'T-1', packageInfoList: [{ packageCode: code, count: 3 }] });
    expect(placed.body).toMatchObject({ success: true, errorCode: null, obj: { transactionId: 'T-1' } });
    const orderNo = placed.body.obj.orderNo as string;
    expect((await api('esim/query', { orderNo })).body.errorCode).toBe('000105');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { body } = await api('esim/query', { orderNo, pager: { pageNum: 1, pageSize: 5 } });
    expect(body.obj.pager).toEqual({ pageSize: 5, pageNum: 1, total: 3 });
    for (const esim of body.obj.esimList as Array<{ iccid: string; ac: string; esimStatus: string; smdpStatus: string }>) {
      expect(isValidIccid(esim.iccid)).toBe(true);
      expect(esim.ac).toMatch(/^LPA:1\$rsp\.sandbox\.esimaccess\.test\$[0-9A-F]{32}$/);
      expect([esim.esimStatus, esim.smdpStatus]).toEqual(['GOT_RESOURCE', 'RELEASED']);
    }
  });

  it('checks the order: transactionId length, unknown package, price and amount when given', async () => {
    const item = (await api('package/list', { slug: 'FR_3_15' })).body.obj.packageList[0] as { packageCode: string; price: number };
    const order = (fields: Record<string, unknown>) =>
      api('esim/order', { transactionId: 'T-2', packageInfoList: [{ packageCode: item.packageCode, count: 1 }], ...fields });
    expect((await order({ transactionId: 'x'.repeat(51) })).body.errorCode).toBe('000107');
    expect((await order({ packageInfoList: [{ packageCode: 'NOPE', count: 1 }] })).body.errorCode).toBe('310241');
    expect((await order({ packageInfoList: [{ packageCode: item.packageCode, count: 1, price: item.price + 1 }] })).body.errorCode).toBe(
      '200005',
    );
    expect((await order({ amount: item.price + 1 })).body.errorCode).toBe('200006');
    expect((await order({ amount: item.price })).body.success).toBe(true);
    // By slug too ("prefer slug" when ordering).
    expect((await api('esim/order', { transactionId: 'T-3', packageInfoList: [{ packageCode: 'FR_3_15', count: 1 }] })).body.success).toBe(
      true,
    );
  });
});

describe('test controls', () => {
  it('are not served unless enabled', async () => {
    const closed = createEsimAccessSandbox(readEsimAccessSandboxSettings({}));
    const url = await listen(closed);
    try {
      expect((await fetch(`${url}/__sandbox/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('fail for a while, then recover', async () => {
    await fetch(`${base}/__sandbox/faults`, { method: 'POST', body: JSON.stringify({ mode: 'server_error', durationMs: 100 }) });
    expect(
      (await fetch(`${base}/api/v1/open/balance/query`, { method: 'POST', headers: { 'RT-AccessCode': SANDBOX_ACCESS_CODE } })).status,
    ).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await api('balance/query', '')).status).toBe(200);
  });
});
