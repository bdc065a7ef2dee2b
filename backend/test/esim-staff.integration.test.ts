import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { waitForMail } from '../../e2e/support/mailbox';
import { buildAll } from '../../scripts/lib/build.mjs';
import { startBackend, temporaryDataDir } from '../../scripts/lib/shop.mjs';
import { DELIVERED_MESSAGES } from '../src/plugins/esim-delivery/email/delivered-messages';
import { adminClient, placePaidOrder, variantIdBySku, type AdminClient } from './support/admin-orders.mjs';

/*
 * Issue 32 point 4: what staff see of an order's eSIMs and do with them, through the Admin API the
 * dashboard's eSIM block uses (backend/src/plugins/esim-delivery/staff/), against a real backend of
 * its own (fresh SQLite in a temporary folder, port 3602 unless ESIM_STAFF_TEST_BACKEND_PORT says
 * otherwise), the sandbox supplier's test control on so an eSIM can be made "installed".
 */

const PORT = Number(process.env['ESIM_STAFF_TEST_BACKEND_PORT'] ?? 3602);
const MAIL_WITHIN_MS = 10_000;

let backend: Awaited<ReturnType<typeof startBackend>>;
let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let admin: AdminClient;
let output = '';

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend'] }))) throw new Error('The backend did not build');
  data = await temporaryDataDir();
  backend = await startBackend({
    dir: data.dir,
    port: PORT,
    storefrontOrigin: 'http://127.0.0.1:1',
    log: false,
    env: { ESIM_SANDBOX_TEST_CONTROLS: 'true', LOG_LEVEL: 'verbose' },
  });
  backend.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  backend.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  admin = await adminClient(backend.url);
}, 300_000);

afterAll(async () => {
  await backend?.stop();
  await data?.remove();
});

const ESIM_FIELDS = `id orderLineId iccid state planName supplier supplierOrderRef supplierProfileRef supplierPackageId
  wholesaleCost { amountMinor currency } deliveredAt cancelledAt usage { state dataUsedMb dataTotalMb daysLeft }`;
const ERROR_FIELDS = '... on ErrorResult { errorCode message }';

interface StaffEsim {
  id: string;
  orderLineId: string;
  iccid: string;
  state: 'active' | 'cancelled';
  planName: string;
  supplier: string;
  supplierOrderRef: string | null;
  supplierProfileRef: string | null;
  supplierPackageId: string | null;
  wholesaleCost: { amountMinor: number; currency: string } | null;
  deliveredAt: string;
  cancelledAt: string | null;
  usage: { state: string; dataUsedMb: number; dataTotalMb: number; daysLeft: number } | null;
}

interface Overview {
  orderId: string;
  orderCode: string;
  esims: StaffEsim[];
  itemsOrdered: number;
  missingItems: number;
  esimDelayedSince: string | null;
  esimDelayReason: string | null;
  esimNextAttemptAt: string | null;
  esimNoticeSentAt: string | null;
}

type Result = { __typename: string; errorCode?: string; message?: string } & Record<string, unknown>;

async function overview(orderId: string, client: AdminClient = admin): Promise<Overview | null> {
  const answer = await client.request<{ orderEsimOverview: Overview | null }>(
    `query ($orderId: ID!) { orderEsimOverview(orderId: $orderId) {
      orderId orderCode itemsOrdered missingItems esimDelayedSince esimDelayReason esimNextAttemptAt esimNoticeSentAt
      esims { ${ESIM_FIELDS} } } }`,
    { orderId },
  );
  return answer.orderEsimOverview;
}

async function resend(orderId: string): Promise<Result> {
  const answer = await admin.request<{ resendEsimEmail: Result }>(
    `mutation ($orderId: ID!) { resendEsimEmail(orderId: $orderId) { __typename ... on EsimEmailQueued { orderId recipient esimCount } ${ERROR_FIELDS} } }`,
    { orderId },
  );
  return answer.resendEsimEmail;
}

async function provisionMissing(orderId: string): Promise<Result> {
  const answer = await admin.request<{ provisionMissingEsims: Result }>(
    `mutation ($orderId: ID!) { provisionMissingEsims(orderId: $orderId) { __typename ... on EsimProvisioningQueued { orderId missingItems } ${ERROR_FIELDS} } }`,
    { orderId },
  );
  return answer.provisionMissingEsims;
}

async function cancel(esimId: string, refund: boolean): Promise<Result> {
  const answer = await admin.request<{ cancelEsimAtSupplier: Result }>(
    `mutation ($esimId: ID!, $refund: Boolean!) { cancelEsimAtSupplier(esimId: $esimId, refund: $refund) {
      __typename ... on EsimCancelled { esim { ${ESIM_FIELDS} } refund { amount currencyCode settled failure } } ${ERROR_FIELDS} } }`,
    { esimId, refund },
  );
  return answer.cancelEsimAtSupplier;
}

async function refreshUsage(esimId: string): Promise<Result> {
  const answer = await admin.request<{ refreshEsimUsage: Result }>(
    `mutation ($esimId: ID!) { refreshEsimUsage(esimId: $esimId) { __typename ... on StaffEsim { ${ESIM_FIELDS} } ${ERROR_FIELDS} } }`,
    { esimId },
  );
  return answer.refreshEsimUsage;
}

interface HistoryNote {
  type: string;
  isPublic: boolean;
  data: { note?: string };
}

async function staffNotes(orderId: string): Promise<HistoryNote[]> {
  const { order } = await admin.request<{ order: { history: { items: HistoryNote[] } } }>(
    `query ($id: ID!) { order(id: $id) { history(options: { take: 100, sort: { createdAt: ASC } }) { items { type isPublic data } } } }`,
    { id: orderId },
  );
  return order.history.items.filter((entry) => entry.type === 'ORDER_NOTE');
}

async function payments(orderId: string) {
  const { order } = await admin.request<{
    order: {
      lines: Array<{ id: string; proratedUnitPriceWithTax: number }>;
      payments: Array<{ id: string; amount: number; refunds: Array<{ state: string; total: number }> }>;
    };
  }>('query ($id: ID!) { order(id: $id) { lines { id proratedUnitPriceWithTax } payments { id amount refunds { state total } } } }', {
    id: orderId,
  });
  return order;
}

/** The outbox's mails to `recipient`, oldest first, with their subject. */
interface Mail {
  subject: string;
  html: string;
  /** The content ids of the inline pictures. */
  cids: string[];
}

async function mailsTo(recipient: string): Promise<Mail[]> {
  const files = (await readdir(backend.mailboxDir)).filter((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(backend.mailboxDir, file)), { keepCidLinks: true });
      const cids = mail.attachments.filter((part) => part.contentDisposition === 'inline').map((part) => part.cid ?? '');
      return { subject: mail.subject ?? '', html: typeof mail.html === 'string' ? mail.html : '', cids };
    }),
  );
}

async function waitForMails(recipient: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + MAIL_WITHIN_MS;
  for (;;) {
    const mails = await mailsTo(recipient);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await sleep(200);
  }
}

/** A paid order of `quantity` French eSIMs, delivered and emailed. */
async function deliveredOrder(prefix: string, quantity: number) {
  const variantId = await variantIdBySku(admin, 'FR-1GB-7D');
  const email = `${prefix}-${Date.now()}@example.com`;
  const order = await placePaidOrder(admin, { lines: [{ variantId, quantity }], email });
  await waitForMail(backend.mailboxDir, email, performance.now() + MAIL_WITHIN_MS);
  return { ...order, email };
}

/** The sandbox supplier's test control (ESIM_SANDBOX_TEST_CONTROLS): the eSIM's usage as the supplier will report it. */
async function pinEsimUsage(iccid: string, usage: { state: string; dataUsedMb?: number; daysLeft?: number }): Promise<void> {
  const response = await fetch(`${backend.url}/esim-sandbox/usage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ iccid, ...usage }),
  });
  expect(response.status).toBe(204);
}

function sql(statement: string, ...parameters: unknown[]): void {
  const database = new Database(path.join(data.dir, 'shop.sqlite'));
  try {
    database.prepare(statement).run(...parameters);
  } finally {
    database.close();
  }
}

describe('staff and the eSIMs of an order', () => {
  let order: Awaited<ReturnType<typeof deliveredOrder>>;
  let esims: StaffEsim[] = [];

  it('lists each eSIM with its state, supplier references, delivery time and usage', async () => {
    order = await deliveredOrder('staff-view', 2);
    const seen = await overview(order.id);
    expect(seen).toMatchObject({
      orderId: order.id,
      orderCode: order.code,
      itemsOrdered: 2,
      missingItems: 0,
      esimDelayedSince: null,
      esimDelayReason: null,
      esimNextAttemptAt: null,
    });
    esims = seen?.esims ?? [];
    expect(esims).toHaveLength(2);
    for (const esim of esims) {
      expect(esim).toMatchObject({ state: 'active', supplier: 'sandbox', supplierPackageId: 'FR-1GB-7D', cancelledAt: null });
      expect(esim.iccid).toMatch(/^89\d{17,18}$/);
      expect(esim.supplierOrderRef).toContain(order.code);
      expect(esim.planName).not.toBe('');
      expect(Date.parse(esim.deliveredAt)).not.toBeNaN();
      expect(esim.usage).toMatchObject({ state: 'notInstalled', dataUsedMb: 0, dataTotalMb: 1024 });
    }
  });

  it('answers an unknown order or eSIM with null or a NOT_FOUND error result, never a server error', async () => {
    expect(await overview('999999')).toBeNull();
    expect(await overview('not-an-id')).toBeNull();
    expect(await resend('999999')).toMatchObject({ __typename: 'EsimOrderNotFoundError', errorCode: 'ESIM_ORDER_NOT_FOUND_ERROR' });
    expect(await provisionMissing('999999')).toMatchObject({ errorCode: 'ESIM_ORDER_NOT_FOUND_ERROR' });
    expect(await cancel('999999', true)).toMatchObject({ __typename: 'EsimNotFoundError', errorCode: 'ESIM_NOT_FOUND_ERROR' });
    expect(await refreshUsage('abc')).toMatchObject({ errorCode: 'ESIM_NOT_FOUND_ERROR' });
  });

  it('resends the delivery email even though it was sent, and notes it in the history by the ICCIDs’ last digits', async () => {
    expect(await resend(order.id)).toEqual({ __typename: 'EsimEmailQueued', orderId: order.id, recipient: order.email, esimCount: 2 });
    const mails = await waitForMails(order.email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      DELIVERED_MESSAGES.en.subject(order.code),
      DELIVERED_MESSAGES.en.subject(order.code),
    ]);
    for (const esim of esims) expect(mails[1]?.html).toContain(esim.iccid);
    // The same email to the shopper, its QR pictures under content ids of their own (the mailer sends an identical email once).
    expect(mails[1]?.cids).toHaveLength(2);
    for (const cid of mails[1]?.cids ?? []) expect(mails[1]?.html).toContain(`cid:${cid}`);
    expect(mails[1]?.cids).not.toEqual(mails[0]?.cids);
    const notes = await staffNotes(order.id);
    const note = notes.find((entry) => entry.data.note?.startsWith('Resent the eSIM delivery email'));
    expect(note?.isPublic).toBe(false);
    for (const esim of esims) {
      expect(note?.data.note).toContain(`…${esim.iccid.slice(-4)}`);
      expect(note?.data.note).not.toContain(esim.iccid);
    }
  });

  it('refreshes an eSIM’s usage from the supplier', async () => {
    const [installed] = esims;
    if (!installed) throw new Error('no eSIM');
    await pinEsimUsage(installed.iccid, { state: 'active', dataUsedMb: 300, daysLeft: 5 });
    const refreshed = await refreshUsage(installed.id);
    expect(refreshed).toMatchObject({
      __typename: 'StaffEsim',
      id: installed.id,
      usage: { state: 'active', dataUsedMb: 300, daysLeft: 5 },
    });
    expect((await staffNotes(order.id)).map((entry) => entry.data.note)).toContain(
      `Refreshed the usage of eSIM …${installed.iccid.slice(-4)}`,
    );
  });

  it('refuses to cancel an eSIM the supplier reports installed, and changes nothing', async () => {
    const [installed] = esims;
    if (!installed) throw new Error('no eSIM');
    const before = (await staffNotes(order.id)).length;
    expect(await cancel(installed.id, true)).toMatchObject({ __typename: 'EsimInUseError', errorCode: 'ESIM_IN_USE_ERROR' });
    expect((await overview(order.id))?.esims.find((esim) => esim.id === installed.id)).toMatchObject({
      state: 'active',
      cancelledAt: null,
    });
    expect(await staffNotes(order.id)).toHaveLength(before);
    expect((await payments(order.id)).payments[0]?.refunds).toEqual([]);
  });

  it('cancels an unused eSIM at the supplier and refunds that one item’s price, once', async () => {
    const [, unused] = esims;
    if (!unused) throw new Error('no eSIM');
    const { lines } = await payments(order.id);
    const itemPrice = lines[0]?.proratedUnitPriceWithTax ?? 0;
    expect(itemPrice).toBeGreaterThan(0);

    const result = await cancel(unused.id, true);
    expect(result).toMatchObject({
      __typename: 'EsimCancelled',
      esim: { id: unused.id, state: 'cancelled', usage: null },
      // a manual payment has no gateway: Vendure records the refund pending, for staff to settle
      refund: { amount: itemPrice, currencyCode: 'EUR', settled: false, failure: null },
    });
    const { payments: [payment] = [] } = await payments(order.id);
    expect(payment?.refunds).toEqual([{ state: 'Pending', total: itemPrice }]);
    expect(payment?.amount).toBe(2 * itemPrice);

    const notes = (await staffNotes(order.id)).map((entry) => entry.data.note);
    const tail = `…${unused.iccid.slice(-4)}`;
    expect(notes).toContain(`Cancelled eSIM ${tail} at the supplier (sandbox)`);
    expect(notes).toContain(
      `Refunded ${(itemPrice / 100).toFixed(2)} EUR for cancelled eSIM ${tail} (pending: settle it from the payment)`,
    );

    expect(await cancel(unused.id, true)).toMatchObject({ __typename: 'EsimAlreadyCancelledError' });
    expect((await payments(order.id)).payments[0]?.refunds).toHaveLength(1);
  });

  it('resends only the eSIMs not cancelled', async () => {
    const [kept, cancelled] = esims;
    expect(await resend(order.id)).toMatchObject({ __typename: 'EsimEmailQueued', esimCount: 1 });
    const mails = await waitForMails(order.email, 3);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.html).toContain(kept?.iccid);
    expect(mails[2]?.html).not.toContain(cancelled?.iccid);
  });

  it('cancels without a refund when asked so, and never refunds more than is left on the payment', async () => {
    const other = await deliveredOrder('staff-cap', 2);
    const [first, second] = (await overview(other.id))?.esims ?? [];
    if (!first || !second) throw new Error('no eSIMs');
    expect(await cancel(first.id, false)).toMatchObject({ __typename: 'EsimCancelled', refund: null });
    const before = await payments(other.id);
    const [payment] = before.payments;
    expect(payment?.refunds).toEqual([]);

    // Staff refunded all but 1.00 from Vendure's own dialog: the eSIM's refund is 1.00, not its price.
    const { refundOrder } = await admin.request<{ refundOrder: { __typename: string } }>(
      `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { __typename } }`,
      {
        input: { paymentId: payment?.id, amount: (payment?.amount ?? 0) - 100, reason: 'goodwill', shipping: 0, adjustment: 0, lines: [] },
      },
    );
    expect(refundOrder.__typename).toBe('Refund');
    expect(await cancel(second.id, true)).toMatchObject({ refund: { amount: 100, settled: false, failure: null } });
    const after = (await payments(other.id)).payments[0];
    expect(after?.refunds.reduce((sum, refund) => sum + refund.total, 0)).toBe(after?.amount);
  }, 30_000);

  it('queues the missing eSIMs of a waiting order at once; nothing when none is missing', async () => {
    expect(await provisionMissing(order.id)).toMatchObject({ __typename: 'EsimNothingMissingError' });

    // As an order whose supplier is down leaves it: one eSIM of two issued, waiting for the next attempt in an hour.
    const waiting = await deliveredOrder('staff-missing', 2);
    const [, lost] = (await overview(waiting.id))?.esims ?? [];
    if (!lost) throw new Error('no eSIM');
    const since = new Date(Date.now() - 60_000).toISOString();
    const next = new Date(Date.now() + 3_600_000).toISOString();
    sql('DELETE FROM esim_profile WHERE id = ?', Number(lost.id));
    sql(
      `UPDATE "order" SET "customFieldsEsimdelayedsince" = ?, "customFieldsEsimdelayreason" = 'transient', "customFieldsEsimdelayedattempts" = 3,
       "customFieldsEsimnextattemptat" = ? WHERE id = ?`,
      since,
      next,
      Number(waiting.id),
    );
    const held = await overview(waiting.id);
    expect(held).toMatchObject({ itemsOrdered: 2, missingItems: 1, esimDelayReason: 'transient' });
    expect(Date.parse(held?.esimDelayedSince ?? '')).toBe(Date.parse(since));
    expect(Date.parse(held?.esimNextAttemptAt ?? '')).toBe(Date.parse(next));

    expect(await provisionMissing(waiting.id)).toEqual({ __typename: 'EsimProvisioningQueued', orderId: waiting.id, missingItems: 1 });
    const deadline = Date.now() + 10_000;
    let now = await overview(waiting.id);
    while (now?.missingItems !== 0 && Date.now() < deadline) {
      await sleep(250);
      now = await overview(waiting.id);
    }
    expect(now).toMatchObject({ missingItems: 0, esimDelayedSince: null, esimDelayReason: null, esimNextAttemptAt: null });
    expect(now?.esims.map((esim) => esim.iccid)).not.toContain(lost.iccid);
    expect((await staffNotes(waiting.id)).map((entry) => entry.data.note)).toContain('Queued the provisioning of 1 missing eSIM(s)');
    // The shopper's email had gone out already: the delivery sends no second one of its own.
    expect(await mailsTo(waiting.email)).toHaveLength(1);
  }, 30_000);

  it('lets staff who may read orders see the eSIMs, and only those who may update orders act on them', async () => {
    const { createRole } = await admin.request<{ createRole: { id: string } }>(
      'mutation { createRole(input: { code: "esim-reader", description: "Reads orders", permissions: [ReadOrder] }) { id } }',
    );
    const username = `reader-${Date.now()}@example.com`;
    await admin.request('mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }', {
      input: { firstName: 'Read', lastName: 'Only', emailAddress: username, password: 'reader-secret-1', roleIds: [createRole.id] },
    });
    const reader = await adminClient(backend.url, { username, password: 'reader-secret-1' });
    expect((await overview(order.id, reader))?.esims).toHaveLength(2);
    await expect(
      reader.request('mutation ($orderId: ID!) { resendEsimEmail(orderId: $orderId) { __typename } }', { orderId: order.id }),
    ).rejects.toThrow(/FORBIDDEN/);
  });

  // At LOG_LEVEL debug Vendure's CacheService logs its keys, and the usage cache's key is the ICCID (esim-usage.service.ts).
  it('never writes an ICCID to the backend output up to the verbose level', () => {
    expect(output).toContain('staff resent the eSIM email');
    for (const esim of esims) expect(output).not.toContain(esim.iccid);
  });
});
