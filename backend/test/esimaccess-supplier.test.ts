import { describe, expect, it } from 'vitest';

import {
  EsimSupplierError,
  EsimUnavailableError,
  type EsimUsageQuery,
  type SupplierOrderRequest,
  type SupplierWebhook,
} from '../src/plugins/esim-delivery/esim-supplier';
import { isValidIccid } from '../src/plugins/esim-delivery/iccid';
import { esimAccessSignature } from '../src/plugins/esim-delivery/suppliers/esimaccess/esimaccess-client';
import { readEsimAccessSettings } from '../src/plugins/esim-delivery/suppliers/esimaccess/esimaccess-settings';
import { documented, eventually, useEsimAccessSimulator, WEBHOOK_SECRET } from './support/esimaccess-simulator';
import { shapeDifferences } from './support/documented-shape';

/*
 * The eSIM Access adapter driven against its simulator (backend/sandbox/esimaccess): asynchronous
 * orders delivered by webhook and by poll, idempotency on the shop's reference, usage, cancel, the
 * package list, the balance, every failure kind, notifications, and the documented shapes of what
 * the adapter sends and the simulator answers. The simulator alone: esimaccess-sandbox.test.ts.
 */

const simulator = useEsimAccessSimulator();

const state = () => simulator.sandbox.state;
/** A package of the simulator's list by its slug (`ES_5_30`). */
const packageOf = (slug: string) => {
  const found = [...state().packages.values()].find((item) => item.slug === slug);
  if (!found) throw new Error(`no package ${slug}`);
  return found;
};

function request(reference: string, slug = 'ES_5_30', quantity = 1): SupplierOrderRequest {
  return {
    reference,
    orderCode: reference.split('-')[0] ?? reference,
    packageId: packageOf(slug).packageCode,
    sku: `sku-${slug}`,
    quantity,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<EsimSupplierError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof EsimSupplierError)) throw new Error(`expected an EsimSupplierError, got ${String(error)}`);
  return error;
}

function webhook(body: unknown, overrides: Partial<SupplierWebhook> = {}): SupplierWebhook {
  return {
    rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json' },
    pathSecret: WEBHOOK_SECRET,
    remoteAddress: '127.0.0.1',
    ...overrides,
  };
}

describe('orders', () => {
  it('answers pending, then the profiles once the ORDER_STATUS webhook says they are allocated', async () => {
    const supplier = simulator.supplier();
    const asked = request('AB12-1-1', 'ES_5_30', 2);
    const placed = await supplier.order(undefined, asked);
    expect(placed).toEqual({ status: 'pending', supplierOrderRef: expect.stringMatching(/^B\d{14}$/) });

    await eventually(() => simulator.received.length > 0);
    const [received] = simulator.received;
    expect(received?.notice).toEqual({
      kind: 'order-changed',
      supplierOrderRef: placed.supplierOrderRef,
      reference: 'AB12-1-1',
      noticeId: expect.any(String),
    });

    const ready = await supplier.query(undefined, { supplierOrderRef: placed.supplierOrderRef, request: asked });
    if (ready.status !== 'ready') throw new Error('not ready');
    expect(ready.profiles).toHaveLength(2);
    const price = packageOf('ES_5_30').price;
    for (const profile of ready.profiles) {
      const esim = state().esims.get(profile.supplierProfileRef);
      expect(esim?.iccid).toBe(profile.iccid);
      expect(isValidIccid(profile.iccid)).toBe(true);
      // The QR content the shop renders is exactly the supplier's activation code.
      expect(`LPA:1$${profile.smdpAddress}$${profile.matchingId}`).toBe(`LPA:1$rsp.sandbox.esimaccess.test$${esim?.matchingId}`);
      expect(profile.wholesaleCost).toEqual({ amountMinor: Math.ceil(price / 100), currency: 'USD' });
    }
  });

  it('answers pending while the profiles are allocated (200010), then ready when polled after', async () => {
    await simulator.control('POST', 'allocations', { hold: true });
    const supplier = simulator.supplier();
    const asked = request('AB13-1-1');
    const placed = await supplier.order(undefined, asked);
    expect(await supplier.query(undefined, { supplierOrderRef: placed.supplierOrderRef, request: asked })).toEqual(placed);
    expect(state().requests.at(-1)?.answer).toMatchObject({ success: false, errorCode: '200010' });
    expect(simulator.received).toHaveLength(0);

    await simulator.control('POST', 'allocations/release', { orderNo: placed.supplierOrderRef });
    const ready = await supplier.query(undefined, { supplierOrderRef: placed.supplierOrderRef, request: asked });
    expect(ready.status).toBe('ready');
  });

  it('orders once for one reference: asked again, the same order and the same profiles, paid once', async () => {
    const supplier = simulator.supplier();
    const asked = request('AB14-2-1');
    const before = state().balance;
    const first = await supplier.order(undefined, asked);
    const second = await supplier.order(undefined, asked);
    expect(second).toEqual(first);
    expect(state().stats).toMatchObject({ orderRequests: 2, ordersCreated: 1 });
    expect(state().balance).toBe(before - packageOf('ES_5_30').price);

    await eventually(() => state().orders.get(first.supplierOrderRef)?.allocated === true);
    const query = { supplierOrderRef: first.supplierOrderRef, request: asked };
    const once = await supplier.query(undefined, query);
    const twice = await supplier.query(undefined, query);
    expect(twice).toEqual(once);
    expect(state().stats.esimsIssued).toBe(1);
  });

  it('refuses a reference that is not a transactionId and more eSIMs than one batch', async () => {
    const supplier = simulator.supplier();
    expect((await failureOf(supplier.order(undefined, request('x'.repeat(51))))).failure).toBe('refused');
    expect(await failureOf(supplier.order(undefined, request('AB15-1-1', 'ES_5_30', 31)))).toMatchObject({ failure: 'refused' });
    expect(state().stats.orderRequests).toBe(0);
  });
});

/**
 * Orders one eSIM and waits until it is allocated: its profile. One adapter per test: the
 * simulator's 8 requests/s are the account's, and each adapter paces only its own requests.
 */
async function deliveredProfile(reference: string, supplier = simulator.supplier(), slug = 'ES_5_30') {
  const asked = request(reference, slug);
  const placed = await supplier.order(undefined, asked);
  await eventually(() => state().orders.get(placed.supplierOrderRef)?.allocated === true);
  const ready = await supplier.query(undefined, { supplierOrderRef: placed.supplierOrderRef, request: asked });
  if (ready.status !== 'ready' || !ready.profiles[0]) throw new Error('not ready');
  return { supplier, profile: ready.profiles[0], orderNo: placed.supplierOrderRef };
}

describe('usage and cancel', () => {
  it('reads the usage of an installed and of an untouched eSIM', async () => {
    const { supplier, profile: untouched } = await deliveredProfile('AB20-1-1');
    const { profile: installed } = await deliveredProfile('AB21-1-1', supplier);
    await simulator.control('POST', 'esims/install', { esimTranNo: installed.supplierProfileRef, usedBytes: 1536 * 1024 * 1024 });
    const plan = { dataTotalMb: 5120, validityDays: 30 };
    const queries: EsimUsageQuery[] = [untouched, installed].map((profile) => ({
      iccid: profile.iccid,
      supplierProfileRef: profile.supplierProfileRef,
      deliveredAt: new Date(),
      plan,
    }));
    const usage = await supplier.usage(undefined, [...queries, { iccid: '89852990000000000000', deliveredAt: new Date(), plan }]);
    expect(usage.get(untouched.iccid)).toMatchObject({
      state: 'notInstalled',
      dataTotalMb: 5120,
      dataUsedMb: 0,
      validityDays: 30,
      daysLeft: 30,
    });
    expect(usage.get(installed.iccid)).toMatchObject({
      state: 'active',
      dataTotalMb: 5120,
      dataUsedMb: 1536,
      daysLeft: 30,
      installedAt: expect.any(Date),
    });
    // Without the supplier's reference it cannot say: missing, not an error.
    expect(usage.size).toBe(2);
  });

  it('cancels an unused eSIM (refunded at the supplier) and is refused once one is installed', async () => {
    const { supplier, profile, orderNo } = await deliveredProfile('AB22-1-1');
    const balance = state().balance;
    await supplier.cancel(undefined, { iccid: profile.iccid, supplierOrderRef: orderNo, supplierProfileRef: profile.supplierProfileRef });
    expect(state().esims.get(profile.supplierProfileRef)?.esimStatus).toBe('CANCEL');
    expect(state().balance).toBe(balance + packageOf('ES_5_30').price);

    const { profile: used, orderNo: usedOrder } = await deliveredProfile('AB23-1-1', supplier);
    await simulator.control('POST', 'esims/install', { esimTranNo: used.supplierProfileRef });
    const error = await failureOf(
      supplier.cancel(undefined, { iccid: used.iccid, supplierOrderRef: usedOrder, supplierProfileRef: used.supplierProfileRef }),
    );
    expect(error.failure).toBe('refused');
    expect(error.message).not.toContain(used.iccid);
  });
});

describe('packages and balance', () => {
  it('maps the whole price list to SupplierPackage: cents rounded up, MB, days, networks per country', async () => {
    const packages = await simulator.supplier().packages();
    expect(packages).toHaveLength(state().packages.size);
    const spain = packageOf('ES_5_30');
    expect(packages.find((item) => item.packageId === spain.packageCode)).toEqual({
      packageId: spain.packageCode,
      title: 'Spain 5GB 30Days',
      countries: ['ES'],
      dataMb: 5120,
      validityDays: 30,
      wholesaleCost: { amountMinor: Math.ceil(spain.price / 100), currency: 'USD' },
      recommendedRetail: { amountMinor: Math.ceil(spain.retailPrice / 100), currency: 'USD' },
      networks: [
        { country: 'ES', operator: 'Movistar', speeds: ['4G', '5G'] },
        { country: 'ES', operator: 'Orange', speeds: ['4G'] },
        { country: 'ES', operator: 'Vodafone', speeds: ['4G'] },
      ],
    });
    // A price with a fraction of a cent is rounded up, never below cost.
    const fractional = packages.find((item) => (state().packages.get(item.packageId)?.price ?? 0) % 100 !== 0);
    const fractionalPrice = state().packages.get(fractional?.packageId ?? '')?.price ?? 0;
    expect(fractional?.wholesaleCost.amountMinor).toBeGreaterThan(fractionalPrice / 100);

    const europe = packages.find((item) => item.packageId === packageOf('EU-32_1_7').packageCode);
    expect(europe).toMatchObject({ region: 'eu-32', dataMb: 1024, validityDays: 7 });
    expect(europe?.countries).toHaveLength(32);
    expect(new Set(europe?.networks.map((network) => network.country))).toEqual(new Set(europe?.countries));
    const hongKong = packages.find((item) => item.packageId === packageOf('HK_1_7').packageCode);
    expect(hongKong?.networks.length).toBeGreaterThan(0);
  });

  it('follows the price list: a withdrawn package is gone, an added one and a new cost appear', async () => {
    const spain = packageOf('ES_5_30');
    await simulator.control('POST', 'packages/withdraw', { packageCode: packageOf('ES_1_7').packageCode });
    await simulator.control('POST', 'packages/price', { packageCode: spain.packageCode, price: 51_234 });
    await simulator.control('POST', 'packages', {
      packageCode: 'NEW1',
      price: 20_000,
      volume: 2 * 1024 ** 3,
      duration: 10,
      location: 'ES',
    });
    const packages = await simulator.supplier().packages();
    const ids = new Set(packages.map((item) => item.packageId));
    expect(ids.has(packageOf('ES_5_30').packageCode)).toBe(true);
    expect([...state().packages.values()].some((item) => item.slug === 'ES_1_7')).toBe(false);
    expect(packages.find((item) => item.packageId === spain.packageCode)?.wholesaleCost).toEqual({ amountMinor: 513, currency: 'USD' });
    expect(packages.find((item) => item.packageId === 'NEW1')).toMatchObject({ countries: ['ES'], dataMb: 2048, validityDays: 10 });
  });

  it('reads the prepaid balance in cents, rounded down', async () => {
    await simulator.control('POST', 'balance', { balance: 940_099 });
    expect(await simulator.supplier().balance()).toEqual({ amountMinor: 9400, currency: 'USD' });
  });
});

describe('failures', () => {
  it('an empty balance is insufficientBalance; after a top-up the order goes through', async () => {
    await simulator.control('POST', 'balance', { balance: 0 });
    const supplier = simulator.supplier();
    expect((await failureOf(supplier.order(undefined, request('AB30-1-1')))).failure).toBe('insufficientBalance');
    await simulator.control('POST', 'balance', { add: 1_000_000 });
    expect((await supplier.order(undefined, request('AB30-1-1'))).status).toBe('pending');
  });

  it('a withdrawn package is unavailable', async () => {
    const asked = request('AB31-1-1');
    await simulator.control('POST', 'packages/withdraw', { packageCode: asked.packageId });
    const error = await failureOf(simulator.supplier().order(undefined, asked));
    expect(error).toBeInstanceOf(EsimUnavailableError);
    expect(error.failure).toBe('unavailable');
  });

  it.each([
    ['server_error', 'HTTP 500'],
    ['garbage', 'not JSON'],
    ['refuse', 'could not be reached'],
    ['busy', '900001'],
    ['slow', 'did not answer'],
  ])('a supplier answering %s is transient', async (mode, message) => {
    await simulator.control('POST', 'faults', { mode, count: 1 });
    const error = await failureOf(simulator.supplier({ timeoutMs: 200 }).order(undefined, request('AB32-1-1')));
    expect(error.failure).toBe('transient');
    expect(error.message).toContain(message);
    // Over after the fault: the same reference then orders once.
    expect((await simulator.supplier().order(undefined, request('AB32-1-1'))).status).toBe('pending');
  });

  it('an answer larger than the bound, or not in the envelope, is transient', async () => {
    const huge: typeof fetch = () => Promise.resolve(new Response('{"success":true,"obj":"' + 'x'.repeat(1_100_000) + '"}'));
    expect((await failureOf(simulator.supplier({ fetch: huge }).balance())).message).toContain('more than');
    const odd: typeof fetch = () => Promise.resolve(new Response('{"ok":true}'));
    expect((await failureOf(simulator.supplier({ fetch: odd }).balance())).failure).toBe('transient');
  });

  it('more than 8 requests in a second are rateLimited with Retry-After; the adapter itself keeps to 8', async () => {
    const unpaced = simulator.supplier({ requestsPerSecond: 50 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => unpaced.balance()));
    const limited = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as EsimSupplierError] : []));
    expect(limited.length).toBeGreaterThan(0);
    for (const error of limited) expect(error).toMatchObject({ failure: 'rateLimited', retryAfterMs: 1000 });

    await simulator.control('POST', 'reset');
    const paced = simulator.supplier();
    const started = Date.now();
    await Promise.all(Array.from({ length: 10 }, () => paced.balance()));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(state().stats.rateLimited).toBe(0);
  });

  it('a wrong access code is refused', async () => {
    const error = await failureOf(simulator.supplier({ accessCode: 'wrong' }).balance());
    expect(error.failure).toBe('refused');
    expect(error.message).not.toContain('wrong');
  });
});

describe('signed requests', () => {
  it('computes the docs’ signature example', () => {
    const example = documented('signature-example.json') as Record<string, string>;
    const signature = esimAccessSignature(
      example['SecretKey'] ?? '',
      example['Timestamp'] ?? '',
      example['RequestID'] ?? '',
      example['AccessCode'] ?? '',
      example['RequestBody'] ?? '',
    );
    expect(signature.toUpperCase()).toBe(example['Signature']);
  });

  it('signs every request when a secret key is set; a wrong key is refused', async () => {
    state().settings.secretKey = 'shared-secret-key';
    try {
      expect((await simulator.supplier({ secretKey: 'shared-secret-key' }).balance()).currency).toBe('USD');
      const sent = state().requests.at(-1)?.headers ?? {};
      expect(Object.keys(sent)).toEqual(expect.arrayContaining(['rt-accesscode', 'rt-timestamp', 'rt-requestid', 'rt-signature']));
      expect((await failureOf(simulator.supplier({ secretKey: 'another-key' }).balance())).failure).toBe('refused');
      expect((await failureOf(simulator.supplier().balance())).failure).toBe('refused');
    } finally {
      state().settings.secretKey = undefined;
    }
  });
});

describe('webhooks', () => {
  const supplier = () => simulator.supplier();

  it('reads ORDER_STATUS, new and old style, as the order to look at again', () => {
    // The docs' transactionId (`7544949834056-1-TR_50_30`) has a `_`, which no reference of this shop has: left out.
    expect(supplier().readWebhook(webhook(documented('webhook-order-status.json')))).toEqual({
      kind: 'order-changed',
      supplierOrderRef: 'B26042217160011',
      noticeId: '447602ac1e5c4bb4980f786b0c2934d6',
    });
    // No notifyId in the older notifications: the order and the type make the notice's key.
    const ours = {
      notifyType: 'ORDER_STATUS',
      notifyId: 'n1',
      content: { orderNo: 'B1', orderStatus: 'GOT_RESOURCE', transactionId: 'AB1-2-1' },
    };
    expect(supplier().readWebhook(webhook(ours))).toEqual({
      kind: 'order-changed',
      supplierOrderRef: 'B1',
      reference: 'AB1-2-1',
      noticeId: 'n1',
    });
    expect(supplier().readWebhook(webhook(documented('webhook-order-status.legacy.json')))).toEqual({
      kind: 'order-changed',
      supplierOrderRef: 'B23072016497499',
      noticeId: 'B23072016497499:ORDER_STATUS',
    });
  });

  it('ignores the types it does not act on, with the reason', () => {
    for (const name of [
      'webhook-check-health.json',
      'webhook-check-health.legacy.json',
      'webhook-esim-status.json',
      'webhook-esim-status-cancel.json',
      'webhook-data-usage.json',
      'webhook-validity-usage.json',
      'webhook-smdp-event.json',
    ]) {
      expect(supplier().readWebhook(webhook(documented(name)))).toEqual({ kind: 'ignored', reason: expect.any(String) });
    }
  });

  it('rejects a wrong or missing path secret and a sender outside the allow-list', () => {
    const body = documented('webhook-order-status.json');
    expect(() => supplier().readWebhook(webhook(body, { pathSecret: 'x'.repeat(WEBHOOK_SECRET.length) }))).toThrow(
      expect.objectContaining({ failure: 'rejected' }),
    );
    expect(() => supplier().readWebhook(webhook(body, { pathSecret: undefined }))).toThrow(
      expect.objectContaining({ failure: 'rejected' }),
    );
    expect(() => simulator.supplier({ webhookSecret: undefined }).readWebhook(webhook(body))).toThrow(
      expect.objectContaining({ failure: 'rejected' }),
    );
    const listed = simulator.supplier({ webhookIps: ['3.1.131.226', '54.254.74.88'] });
    expect(() => listed.readWebhook(webhook(body))).toThrow(expect.objectContaining({ failure: 'rejected' }));
    expect(listed.readWebhook(webhook(body, { remoteAddress: '::ffff:54.254.74.88' })).kind).toBe('order-changed');
  });

  it('ignores oversized, malformed and orderless notifications; a replay reads as the same notice', () => {
    const body = documented('webhook-order-status.json') as Record<string, unknown>;
    expect(supplier().readWebhook(webhook({ ...body, padding: 'x'.repeat(70_000) })).kind).toBe('ignored');
    expect(supplier().readWebhook(webhook('not json')).kind).toBe('ignored');
    expect(supplier().readWebhook(webhook({ notifyType: 'ORDER_STATUS', content: {} })).kind).toBe('ignored');
    expect(supplier().readWebhook(webhook({ notifyType: 'ORDER_STATUS', content: { orderNo: '../../etc' } })).kind).toBe('ignored');
    // Replays and unknown orders are the workflow's to drop: the same noticeId, an orderNo it does not know.
    expect(supplier().readWebhook(webhook(body))).toEqual(supplier().readWebhook(webhook(body)));
  });
});

describe('settings', () => {
  it('talks to the simulator without credentials, and to eSIM Access with them', () => {
    expect(readEsimAccessSettings({})).toMatchObject({
      baseUrl: 'http://127.0.0.1:3006',
      usesSimulator: true,
      webhookSecret: expect.any(String),
    });
    expect(readEsimAccessSettings({ ESIMACCESS_ACCESS_CODE: 'abc' })).toMatchObject({
      baseUrl: 'https://api.esimaccess.com',
      accessCode: 'abc',
      webhookSecret: undefined,
      timeoutMs: 10_000,
      requestsPerSecond: 8,
      usesSimulator: false,
    });
    expect(
      readEsimAccessSettings({ ESIMACCESS_ACCESS_CODE: 'abc', ESIMACCESS_WEBHOOK_IPS: '3.1.131.226, 54.254.74.88' }).webhookIps,
    ).toEqual(['3.1.131.226', '54.254.74.88']);
    expect(() => readEsimAccessSettings({ ESIMACCESS_WEBHOOK_IPS: 'not-an-ip' })).toThrow(/ESIMACCESS_WEBHOOK_IPS/);
    expect(() => readEsimAccessSettings({ ESIMACCESS_WEBHOOK_SECRET: 'short' })).toThrow(/ESIMACCESS_WEBHOOK_SECRET/);
  });
});

describe('the documented shapes', () => {
  /** Every request of one endpoint the simulator received, and its answer. */
  const exchanges = (endpoint: string) => state().requests.filter((entry) => entry.path === `/api/v1/open/${endpoint}`);

  it('the adapter sends, and the simulator answers, what eSIM Access documents', async () => {
    await simulator.control('POST', 'allocations', { hold: true });
    const supplier = simulator.supplier();
    const asked = request('AB40-1-1');
    const placed = await supplier.order(undefined, asked);
    await supplier.query(undefined, { supplierOrderRef: placed.supplierOrderRef, request: asked });
    await simulator.control('POST', 'allocations/release', {});
    const ready = await supplier.query(undefined, { supplierOrderRef: placed.supplierOrderRef, request: asked });
    if (ready.status !== 'ready' || !ready.profiles[0]) throw new Error('not ready');
    const profile = ready.profiles[0];
    await supplier.usage(undefined, [
      {
        iccid: profile.iccid,
        supplierProfileRef: profile.supplierProfileRef,
        deliveredAt: new Date(),
        plan: { dataTotalMb: 5120, validityDays: 30 },
      },
    ]);
    await supplier.cancel(undefined, {
      iccid: profile.iccid,
      supplierOrderRef: placed.supplierOrderRef,
      supplierProfileRef: profile.supplierProfileRef,
    });
    await supplier.balance();
    await simulator.control('POST', 'balance', { balance: 0 });
    await failureOf(supplier.order(undefined, request('AB41-1-1')));
    await simulator.control('POST', 'balance', { balance: 10_000_000 });
    await failureOf(supplier.order(undefined, { ...request('AB42-1-1'), packageId: 'GONE1' }));
    await simulator.control('POST', 'allocations', { hold: false });
    const installed = (await deliveredProfile('AB43-1-1', supplier)).profile;
    await simulator.control('POST', 'esims/install', { esimTranNo: installed.supplierProfileRef });
    await failureOf(
      supplier.cancel(undefined, { iccid: installed.iccid, supplierOrderRef: '', supplierProfileRef: installed.supplierProfileRef }),
    );

    const body = (text: string) => JSON.parse(text) as unknown;
    const check = (endpoint: string, requestExample: string | undefined, options: Parameters<typeof shapeDifferences>[2] = {}) => {
      const seen = exchanges(endpoint);
      expect(seen.length, endpoint).toBeGreaterThan(0);
      for (const entry of seen) {
        expect(entry.headers['rt-accesscode'], endpoint).toBeDefined();
        expect(entry.headers['content-type'], endpoint).toBe('application/json');
        if (requestExample === undefined) expect(entry.body, endpoint).toBe('');
        else expect(shapeDifferences(body(entry.body), documented(requestExample), options), endpoint).toEqual([]);
      }
      return seen;
    };
    // The docs' request table makes `amount` and each `price` optional (v1.2: "price and amount optional").
    check('esim/order', 'order.request.json', { optional: ['$.amount', '$.packageInfoList[].price'] });
    // esim/query filters by orderNo (an order's profiles) or iccid (one eSIM's status); the table makes each optional.
    check('esim/query', 'query.request.json', { optional: ['$.orderNo', '$.iccid'] });
    check('esim/usage/query', 'usage.request.json');
    check('esim/cancel', 'cancel.request.json');
    check('package/list', 'package-list.request.json');
    // The Quick Start's balance query has no body (`--data ''`).
    check('balance/query', undefined);

    const answers = (endpoint: string, ok: boolean) =>
      exchanges(endpoint)
        .map((entry) => entry.answer as { success: boolean; errorCode: string | null })
        .filter((answer) => answer.success === ok);
    const expectShape = (endpoint: string, ok: boolean, example: string, options: Parameters<typeof shapeDifferences>[2] = {}) => {
      const seen = answers(endpoint, ok);
      expect(seen.length, `${endpoint} ${example}`).toBeGreaterThan(0);
      for (const answer of seen) expect(shapeDifferences(answer, documented(example), options), example).toEqual([]);
      return seen;
    };
    expectShape('esim/order', true, 'order.response.json');
    expectShape('esim/query', true, 'query.response.json');
    expectShape('esim/usage/query', true, 'usage.response.json');
    expectShape('esim/cancel', true, 'cancel.response.json');
    expectShape('balance/query', true, 'balance.response.json');
    // The docs' one package omits fields their table lists (slug, smsStatus, dataType, ipExport, supportTopUpType, fupPolicy): the simulator sends the table.
    expectShape('package/list', true, 'package-list.response.json', { open: ['$.obj.packageList[]'] });
    // The error envelopes are constructed from the docs' error table (no error example exists): their codes, too.
    const errorCodes = (endpoint: string) => answers(endpoint, false).map((answer) => answer.errorCode);
    expectShape('esim/query', false, 'error-profile-not-ready.constructed.json');
    expect(errorCodes('esim/query')).toEqual(['200010']);
    expectShape('esim/order', false, 'error-insufficient-balance.constructed.json');
    expect(errorCodes('esim/order')).toEqual(['200007', '310241']);
    expectShape('esim/cancel', false, 'error-order-status.constructed.json');
    expect(errorCodes('esim/cancel')).toEqual(['200002']);
  });

  it('the simulator’s ORDER_STATUS notification has the documented shape', async () => {
    await deliveredProfile('AB44-1-1');
    await eventually(() => simulator.received.length > 0);
    const sent = JSON.parse(simulator.received[0]?.webhook.rawBody.toString('utf8') ?? '{}') as unknown;
    expect(shapeDifferences(sent, documented('webhook-order-status.json'))).toEqual([]);
  });
});
