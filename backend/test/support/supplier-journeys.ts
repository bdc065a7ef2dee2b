import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import Database from 'better-sqlite3';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeQr, LPA } from '../../../e2e/support/mailbox';
import { startBackend, startProviderSimulator, supplierSimulatorOf, temporaryDataDir } from '../../../scripts/lib/shop.mjs';
import { freePort } from '../../../scripts/lib/processes.mjs';
import { DELAYED_MESSAGES } from '../../src/plugins/esim-delivery/email/delayed-messages';
import { DELIVERED_MESSAGES } from '../../src/plugins/esim-delivery/email/delivered-messages';
import { FAILED_MESSAGES } from '../../src/plugins/esim-delivery/email/failed-messages';
import { adminClient, placePaidOrder, variantIdBySku, type AdminClient } from './admin-orders.mjs';

/*
 * Issue 32's journeys of one real supplier's adapter against that supplier's simulator, through a
 * real backend (fresh SQLite, ESIM_SUPPLIER set, the simulator's address given, the catalogue synced
 * from the supplier's package list): purchase of a synced plan → the
 * supplier's profile → the delivery email's QR decodes to the supplier's LPA; delivery by webhook
 * and by poll alone; the same order asked twice; an outage during purchases; an empty balance; a
 * withdrawn package. Each adapter's file gives what differs: its simulator's test controls.
 */

/** What a journey needs of one supplier's simulator, through its test controls. */
export interface SupplierUnderTest {
  name: 'esimaccess' | 'airalo';
  /** The adapter's own settings for the journeys, beside ESIM_SUPPLIER and the simulator's address. */
  backendEnv?: Record<string, string>;
  /** Settings of the simulator for the journeys (fast allocation, test controls are on). */
  simulatorEnv: Record<string, string>;
  /** Every LPA string the simulator has issued. */
  issuedLpas(simulatorUrl: string): Promise<Set<string>>;
  /** How many orders the simulator created (a repeat of the same reference creates none). */
  ordersCreated(simulatorUrl: string): Promise<number>;
  /** The supplier answers 500 (or nothing) to every call for `ms`. */
  outage(simulatorUrl: string, ms: number): Promise<void>;
  emptyBalance(simulatorUrl: string): Promise<void>;
  topUp(simulatorUrl: string): Promise<void>;
  withdraw(simulatorUrl: string, packageId: string): Promise<void>;
  /** While muted, the simulator sends no webhook: only the shop's poll finds its orders. */
  muteWebhooks(simulatorUrl: string, mute: boolean): Promise<void>;
  /** How many webhooks the simulator delivered to the shop with a 2xx. */
  webhooksDelivered(simulatorUrl: string): Promise<number>;
}

const SKUS = ['FR-1GB-7D', 'DE-5GB-30D', 'IT-10GB-30D', 'ES-1GB-7D'] as const;
const OWNER = 'owner@esim-shop.test';
/** The outage: the supplier down for 2 minutes while shoppers keep buying. */
const OUTAGE_MS = 120_000;
const OUTAGE_PURCHASES = 20;

export async function postJson(url: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}

export async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export function describeSupplierJourneys(supplier: SupplierUnderTest): void {
  let backend: Awaited<ReturnType<typeof startBackend>>;
  let simulator: Awaited<ReturnType<typeof startProviderSimulator>>;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let admin: AdminClient;
  const variantIds = new Map<string, string>();
  const packageIds = new Map<string, string>();

  beforeAll(async () => {
    data = await temporaryDataDir();
    const backendEnv = { ESIM_SUPPLIER: supplier.name, ...supplier.backendEnv };
    const chosen = supplierSimulatorOf(backendEnv);
    if (!chosen) throw new Error(`No simulator for ${supplier.name}`);
    const port = await freePort();
    simulator = await startProviderSimulator({
      simulator: chosen,
      port: await freePort(),
      backendPort: port,
      log: false,
      testControls: true,
      env: supplier.simulatorEnv,
    });
    backend = await startBackend({
      dir: data.dir,
      port,
      storefrontOrigin: 'http://127.0.0.1:1',
      log: false,
      env: {
        ...backendEnv,
        ...simulator.backendEnv,
        SHOP_INBOX: OWNER,
        // retries within seconds, not minutes: the journeys watch them happen
        ESIM_RETRY_BASE_MS: '500',
        ESIM_RETRY_MAX_MS: '3000',
        ESIM_POLL_BASE_MS: '500',
        ESIM_BALANCE_RETRY_MS: '1000',
        ESIM_DELAY_NOTICE_AFTER_MS: '4000',
        ESIM_RETRY_SWEEP_SCHEDULE: '* * * * * *',
      },
    });
    admin = await adminClient(backend.url);
    // the plans are bought as the shop sells them: linked to the supplier's packages by the catalogue sync
    await syncCatalogue(admin);
    for (const [sku, packageId] of linkedPackages(path.join(data.dir, 'shop.sqlite'))) {
      if (!packageId) throw new Error(`The catalogue sync linked no ${supplier.name} package to ${sku}`);
      packageIds.set(sku, packageId);
    }
    for (const sku of SKUS) variantIds.set(sku, await variantIdBySku(admin, sku));
  }, 300_000);

  afterAll(async () => {
    await backend?.stop();
    await simulator?.stop();
    await data?.remove();
  });

  const mails = () => mailsIn(backend.mailboxDir);
  const buy = async (sku: (typeof SKUS)[number], quantity: number, label: string) => {
    const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const order = await placePaidOrder(admin, { lines: [{ variantId: variantIds.get(sku) ?? '', quantity }], email, languageCode: 'fr' });
    return { ...order, email };
  };
  const orderState = (id: string) => orderInAdmin(admin, id);

  describe(`${supplier.name}: delivery`, () => {
    it('delivers by webhook: the email’s QR codes decode to LPAs the supplier issued, and the profiles keep its references', async () => {
      const order = await buy('FR-1GB-7D', 2, 'webhook');
      const delivered = await waitFor(
        async () => (await mails()).find((mail) => mail.to === order.email && mail.subject === DELIVERED_MESSAGES.fr.subject(order.code)),
        30_000,
      );
      const issued = await supplier.issuedLpas(simulator.url);
      const qrs = delivered.mail.attachments.filter((file) => file.contentDisposition === 'inline').map((file) => decodeQr(file.content));
      expect(qrs).toHaveLength(2);
      for (const qr of qrs) {
        expect(qr).toMatch(LPA);
        expect(issued.has(qr ?? '')).toBe(true);
      }
      const rows = profilesOf(path.join(data.dir, 'shop.sqlite'), order.id);
      expect(rows.map((row) => [row.supplier, row.supplierPackageId])).toEqual([
        [supplier.name, packageIds.get('FR-1GB-7D')],
        [supplier.name, packageIds.get('FR-1GB-7D')],
      ]);
      expect(rows.every((row) => row.supplierOrderRef && row.supplierProfileRef)).toBe(true);
      expect(await supplier.webhooksDelivered(simulator.url)).toBeGreaterThan(0);
    });

    it('delivers by the poll alone when no webhook comes', async () => {
      await supplier.muteWebhooks(simulator.url, true);
      try {
        const before = await supplier.webhooksDelivered(simulator.url);
        const order = await buy('DE-5GB-30D', 1, 'poll');
        // 11–15 s here as a rule (polls every 0.5–3 s); 30 s ran out once beside the stories and the cluster.
        await waitFor(
          async () => (await mails()).find((mail) => mail.to === order.email && mail.subject === DELIVERED_MESSAGES.fr.subject(order.code)),
          60_000,
        );
        expect(await supplier.webhooksDelivered(simulator.url)).toBe(before);
      } finally {
        await supplier.muteWebhooks(simulator.url, false);
      }
    }, 120_000);

    it('asks the supplier again about the same order without buying twice', async () => {
      const order = await buy('ES-1GB-7D', 1, 'again');
      await waitFor(
        async () => (await mails()).find((mail) => mail.to === order.email && mail.subject === DELIVERED_MESSAGES.fr.subject(order.code)),
        30_000,
      );
      const created = await supplier.ordersCreated(simulator.url);
      const before = profilesOf(path.join(data.dir, 'shop.sqlite'), order.id).map((row) => row.iccid);
      // the delivery run again (as after a crash, or a repeated webhook): the profiles stay, nothing is bought
      await requeueDelivery(path.join(data.dir, 'shop.sqlite'), order.id);
      await sleep(3000);
      expect(profilesOf(path.join(data.dir, 'shop.sqlite'), order.id).map((row) => row.iccid)).toEqual(before);
      expect(await supplier.ordersCreated(simulator.url)).toBe(created);
      expect((await mails()).filter((mail) => mail.to === order.email)).toHaveLength(1);
    });
  });

  describe(`${supplier.name}: when the supplier fails`, () => {
    it(
      `an outage of 2 minutes during ${OUTAGE_PURCHASES} purchases refunds none, and delivers each once with one "on its way" email`,
      async () => {
        await supplier.outage(simulator.url, OUTAGE_MS);
        const started = Date.now();
        const orders: Array<Awaited<ReturnType<typeof buy>>> = [];
        for (let index = 0; index < OUTAGE_PURCHASES; index += 1)
          orders.push(await buy(SKUS[index % SKUS.length] ?? 'FR-1GB-7D', 1, `outage${index}`));
        // The staff's "needs attention" view: the order list filtered on the delay (the dashboard's filter on that field).
        const delayedCodes = async () => {
          const { orders: listed } = await admin.request<{ orders: { items: Array<{ code: string }> } }>(
            'query { orders(options: { filter: { esimDelayedSince: { isNull: false } }, take: 100 }) { items { code } } }',
          );
          return new Set(listed.items.map((order) => order.code));
        };
        await waitFor(async () => {
          const delayed = await delayedCodes();
          return orders.every((order) => delayed.has(order.code)) ? delayed : undefined;
        }, OUTAGE_MS);
        const deliveredMail = async () => {
          const all = await mails();
          return orders.every((order) =>
            all.some((mail) => mail.to === order.email && mail.subject === DELIVERED_MESSAGES.fr.subject(order.code)),
          )
            ? all
            : undefined;
        };
        const all = await waitFor(deliveredMail, OUTAGE_MS + 90_000);
        expect(Date.now() - started).toBeGreaterThanOrEqual(OUTAGE_MS - 5_000);
        for (const order of orders) {
          const theirs = all.filter((mail) => mail.to === order.email);
          expect(theirs.map((mail) => mail.subject).sort()).toEqual(
            [DELAYED_MESSAGES.fr.subject(order.code), DELIVERED_MESSAGES.fr.subject(order.code)].sort(),
          );
          const state = await orderState(order.id);
          expect(state.state).not.toBe('Cancelled');
          expect(state.payments.flatMap((payment) => payment.refunds)).toEqual([]);
          expect(state.esims).toHaveLength(1);
        }
        const stillDelayed = await delayedCodes();
        expect(orders.filter((order) => stillDelayed.has(order.code))).toEqual([]);
      },
      OUTAGE_MS + 180_000,
    );

    it('an empty balance holds the order and alerts the owner; the top-up delivers it', async () => {
      await supplier.emptyBalance(simulator.url);
      const order = await buy('IT-10GB-30D', 1, 'balance');
      const alert = await waitFor(
        async () => (await mails()).find((mail) => mail.to === OWNER && mail.subject.includes(order.code)),
        30_000,
      );
      expect(alert.subject).toContain(order.code);
      expect((await orderState(order.id)).state).toBe('PaymentSettled');
      await supplier.topUp(simulator.url);
      await waitFor(
        async () => (await mails()).find((mail) => mail.to === order.email && mail.subject === DELIVERED_MESSAGES.fr.subject(order.code)),
        30_000,
      );
      expect((await orderState(order.id)).payments.flatMap((payment) => payment.refunds)).toEqual([]);
    });

    it('a withdrawn package refunds the order at once', async () => {
      await supplier.withdraw(simulator.url, packageIds.get('ES-1GB-7D') ?? '');
      const order = await buy('ES-1GB-7D', 1, 'withdrawn');
      await waitFor(
        async () => (await mails()).find((mail) => mail.to === order.email && mail.subject === FAILED_MESSAGES.fr.subject(order.code)),
        30_000,
      );
      const state = await orderState(order.id);
      expect(state.state).toBe('Cancelled');
      // a manual payment (the journeys' orders) has no gateway: Vendure records the full refund as pending for staff
      expect(state.payments.map((payment) => payment.refunds)).toEqual([[{ state: 'Pending', total: state.payments[0]?.amount }]]);
      expect((await mails()).filter((mail) => mail.to === order.email).map((mail) => mail.subject)).toEqual([
        FAILED_MESSAGES.fr.subject(order.code),
      ]);
    });
  });
}

/** Previews the catalogue sync against the supplier's package list and applies exactly that preview. */
export async function syncCatalogue(admin: AdminClient): Promise<void> {
  const { catalogueSyncPreview: preview } = await admin.request<{
    catalogueSyncPreview: { __typename: string; id?: string; message?: string };
  }>('mutation { catalogueSyncPreview { __typename ... on CatalogueSyncPreview { id } ... on CatalogueSyncError { message } } }');
  if (!preview.id) throw new Error(`The catalogue sync's preview failed: ${preview.message ?? preview.__typename}`);
  const { applyCatalogueSync: applied } = await admin.request<{ applyCatalogueSync: { __typename: string; message?: string } }>(
    'mutation ($id: String!) { applyCatalogueSync(previewId: $id) { __typename ... on CatalogueSyncError { message } } }',
    { id: preview.id },
  );
  if (applied.__typename !== 'CatalogueSyncApplied')
    throw new Error(`The catalogue sync did not apply: ${applied.message ?? applied.__typename}`);
}

/** The supplier package each bought SKU's variant is linked to, as the sync left it. */
function linkedPackages(file: string): Map<string, string> {
  const database = new Database(file, { readonly: true });
  try {
    const rows = database
      .prepare(
        `SELECT sku, customFieldsSupplierpackageid AS packageId FROM product_variant WHERE sku IN (${SKUS.map(() => '?').join(', ')})`,
      )
      .all(...SKUS) as Array<{ sku: string; packageId: string }>;
    return new Map(SKUS.map((sku) => [sku, rows.find((row) => row.sku === sku)?.packageId ?? '']));
  } finally {
    database.close();
  }
}

interface ProfileRow {
  iccid: string;
  supplier: string;
  supplierOrderRef: string | null;
  supplierProfileRef: string | null;
  supplierPackageId: string | null;
}

function profilesOf(file: string, orderId: string): ProfileRow[] {
  const database = new Database(file, { readonly: true });
  try {
    return database
      .prepare(
        'SELECT iccid, supplier, supplierOrderRef, supplierProfileRef, supplierPackageId FROM esim_profile WHERE orderId = ? ORDER BY position',
      )
      .all(orderId) as ProfileRow[];
  } finally {
    database.close();
  }
}

/** Makes the order's delivery due now, as a webhook or the retry sweep would: the sweep queues it within a second. */
async function requeueDelivery(file: string, orderId: string): Promise<void> {
  const database = new Database(file);
  try {
    database
      .prepare('UPDATE "order" SET customFieldsEsimnextattemptat = ? WHERE id = ?')
      .run(new Date(Date.now() - 1000).toISOString(), orderId);
  } finally {
    database.close();
  }
}

interface Mail {
  to: string;
  subject: string;
  mail: ParsedMail;
}

async function mailsIn(dir: string): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)), { keepCidLinks: true });
      const to = Array.isArray(mail.to) ? (mail.to[0]?.text ?? '') : (mail.to?.text ?? '');
      return { to, subject: mail.subject ?? '', mail };
    }),
  );
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Not seen within ${timeoutMs} ms`);
    await sleep(250);
  }
}

async function orderInAdmin(admin: AdminClient, id: string) {
  const { order } = await admin.request<{
    order: {
      state: string;
      esims: Array<{ iccid: string }>;
      payments: Array<{ state: string; amount: number; refunds: Array<{ state: string; total: number }> }>;
    };
  }>(`query ($id: ID!) { order(id: $id) { state esims { iccid } payments { state amount refunds { state total } } } }`, { id });
  return order;
}
