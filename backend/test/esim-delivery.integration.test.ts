import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeQr, LPA, pngOfDataUrl, waitForMail } from '../../e2e/support/mailbox';
import { buildAll } from '../../scripts/lib/build.mjs';
import { startBackend, temporaryDataDir } from '../../scripts/lib/shop.mjs';
import { DELIVERED_MESSAGES } from '../src/plugins/esim-delivery/email/delivered-messages';
import { FAILED_MESSAGES } from '../src/plugins/esim-delivery/email/failed-messages';
import { noticeKey } from '../src/plugins/esim-delivery/esim-store.service';
import { isValidIccid } from '../src/plugins/esim-delivery/iccid';
import { adminClient, placePaidOrder, variantIdBySku, type AdminClient } from './support/admin-orders.mjs';

/*
 * eSIM delivery against a real backend of its own (fresh SQLite in a temporary folder, port 3601
 * unless ESIM_TEST_BACKEND_PORT says otherwise), with the sandbox supplier refusing Japan's plans.
 * Orders are placed through the Admin API (draft order + manual payment), not the card flow.
 */

const PORT = Number(process.env['ESIM_TEST_BACKEND_PORT'] ?? 3601);
const DELIVERY_BUDGET_MS = 5_000;
/** The sweep sends an email again once its notice claim is this old (ESIM_EMAIL_RESEND_AFTER_MS), looking every second. */
const RESEND_AFTER_MS = 5_000;

let backend: Awaited<ReturnType<typeof startBackend>>;
let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let admin: AdminClient;
let output = '';
/** Every ICCID and matching ID the tests saw, to look for in the backend's output at the end. */
const secrets = new Set<string>();

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend'] }))) throw new Error('The backend did not build');
  data = await temporaryDataDir();
  backend = await startBackend({
    dir: data.dir,
    port: PORT,
    storefrontOrigin: 'http://127.0.0.1:1',
    log: false,
    // the most talkative level, so a leak in any log line would show
    env: {
      ESIM_SANDBOX_FAIL_SKUS: 'JP-*',
      LOG_LEVEL: 'debug',
      ESIM_EMAIL_RESEND_AFTER_MS: String(RESEND_AFTER_MS),
      ESIM_EMAIL_SWEEP_SCHEDULE: '* * * * * *',
    },
  });
  backend.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  backend.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  admin = await adminClient(backend.url);
}, 300_000);

afterAll(async () => {
  await backend?.stop();
  await data?.remove();
});

/** Waits for the shopper's mail in this backend's outbox. */
function mailFor(recipient: string, deadline: number) {
  return waitForMail(backend.mailboxDir, recipient, deadline);
}

/** How many mails the outbox holds for `recipient`. */
async function mailCount(recipient: string): Promise<number> {
  return (await readdir(backend.mailboxDir)).filter((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml')).length;
}

/**
 * The order's notice claimed by a process that died before the mailer queued its email, as a
 * worker killed at that moment leaves it: the claim row, written beside the backend like another
 * instance would, expiring after RESEND_AFTER_MS.
 */
function claimNoticeAsADeadProcess(orderId: string): void {
  const database = new Database(path.join(data.dir, 'shop.sqlite'));
  try {
    database
      .prepare('INSERT INTO claim (key, holder, value, expiresAtMs) VALUES (?, ?, NULL, ?)')
      .run(noticeKey(orderId), randomUUID(), Date.now() + RESEND_AFTER_MS);
  } finally {
    database.close();
  }
}

/** Polls the Admin API's job until `done(state)`, at most `timeoutMs`. */
async function waitForJob(id: number, done: (state: string) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await admin.request<{ job: { state: string; attempts: number; result: unknown } | null }>(
      'query ($id: ID!) { job(jobId: $id) { state attempts result } }',
      { id },
    );
    if ((answer.job && done(answer.job.state)) || Date.now() > deadline) return answer;
    await sleep(500);
  }
}

interface AdminEsim {
  iccid: string;
  matchingId: string;
  smdpAddress: string;
  lpaString: string;
}

async function orderInAdmin(id: string) {
  const { order } = await admin.request<{
    order: {
      state: string;
      esims: AdminEsim[];
      payments: Array<{ amount: number; state: string; refunds: Array<{ state: string; total: number }> }>;
    };
  }>(
    `query ($id: ID!) { order(id: $id) { state esims { iccid matchingId smdpAddress lpaString } payments { amount state refunds { state total } } } }`,
    { id },
  );
  return order;
}

async function shopApi<T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ data?: T; errors?: Array<{ extensions?: { code?: string } }> }> {
  const response = await fetch(`${backend.url}/shop-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as Promise<{ data?: T; errors?: Array<{ extensions?: { code?: string } }> }>;
}

describe('eSIM delivery', () => {
  let delivered: { id: string; code: string; email: string; esims: AdminEsim[] };

  it('emails a French order its eSIMs within 5 s: French subject, QR inline and attached, decodable LPA', async () => {
    const variantId = await variantIdBySku(admin, 'FR-1GB-7D');
    const email = `lea-${Date.now()}@example.com`;
    const order = await placePaidOrder(admin, { lines: [{ variantId, quantity: 2 }], email, firstName: 'Léa', languageCode: 'fr' });
    const { mail, arrivedAt } = await mailFor(email, order.settledAt + DELIVERY_BUDGET_MS);
    expect(arrivedAt - order.settledAt).toBeLessThan(DELIVERY_BUDGET_MS);

    expect(mail.subject).toBe(DELIVERED_MESSAGES.fr.subject(order.code));
    const html = mail.html || '';
    expect(html).toContain('Bonjour Léa');

    const inline = mail.attachments.filter((part) => part.contentDisposition === 'inline');
    const attached = mail.attachments.filter((part) => part.contentDisposition === 'attachment');
    expect(inline).toHaveLength(2);
    expect(attached).toHaveLength(2);
    const esims = (await orderInAdmin(order.id)).esims;
    expect(esims).toHaveLength(2);
    for (const [index, part] of inline.entries()) {
      expect(part.contentType).toBe('image/png');
      expect(part.cid).toBeTruthy();
      expect(html).toContain(`cid:${part.cid}`);
      const lpa = decodeQr(part.content);
      expect(lpa).toMatch(LPA);
      // the attached file is the same code as the inline picture
      expect(decodeQr(attached[index]?.content ?? Buffer.alloc(0))).toBe(lpa);
      const [, smdp = '', matchingId = ''] = LPA.exec(lpa ?? '') ?? [];
      const stored = esims.find((esim) => esim.matchingId === matchingId);
      expect(stored?.smdpAddress).toBe(smdp);
      expect(stored?.lpaString).toBe(lpa);
      expect(html).toContain(matchingId);
      expect(html).toContain(smdp);
      expect(html).toContain(`carddata=${encodeURIComponent(lpa ?? '')}`);
    }
    for (const esim of esims) {
      expect(isValidIccid(esim.iccid)).toBe(true);
      expect(html).toContain(esim.iccid);
      secrets.add(esim.iccid).add(esim.matchingId);
    }
    delivered = { id: order.id, code: order.code, email, esims };
  });

  it('shows the eSIMs to staff, and not to a shop session that did not pay for the order', async () => {
    const { order } = await admin.request<{
      order: { esims: Array<{ iccid: string; lpaString: string; qrCodeDataUrl: string; appleInstallUrl: string }> };
    }>('query ($id: ID!) { order(id: $id) { esims { iccid lpaString qrCodeDataUrl appleInstallUrl } } }', { id: delivered.id });
    expect(order.esims.map((esim) => esim.iccid).sort()).toEqual(delivered.esims.map((esim) => esim.iccid).sort());
    for (const esim of order.esims) {
      expect(esim.lpaString).toMatch(LPA);
      expect(esim.appleInstallUrl).toBe(
        `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim.lpaString)}`,
      );
      expect(decodeQr(pngOfDataUrl(esim.qrCodeDataUrl))).toBe(esim.lpaString);
    }

    // The order was paid through the Admin API: no shop session placed it, so knowing its code
    // is not enough (the paying session's own access is tested in order-access.integration.test.ts).
    const query = 'query ($code: String!) { orderByCode(code: $code) { code esims { iccid } } }';
    type Answer = { orderByCode: { esims: Array<{ iccid: string }> } | null };
    const anonymous = await shopApi<Answer>(query, { code: delivered.code });
    expect(anonymous.data?.orderByCode ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const otherEmail = `other-${Date.now()}@example.com`;
    await admin.request(
      'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input, password: "other-secret-1") { __typename } }',
      { input: { emailAddress: otherEmail, firstName: 'Otto', lastName: 'Other' } },
    );
    const login = await fetch(`${backend.url}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { login(username: "${otherEmail}", password: "other-secret-1") { __typename } }` }),
    });
    const token = login.headers.get('vendure-auth-token') ?? '';
    expect(((await login.json()) as { data: { login: { __typename: string } } }).data.login.__typename).toBe('CurrentUser');
    const stranger = await shopApi<Answer>(query, { code: delivered.code }, token);
    expect(stranger.data?.orderByCode ?? null).toBeNull();
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('cancels and refunds an order the supplier refuses, and tells the shopper in their language', async () => {
    const variantId = await variantIdBySku(admin, 'JP-1GB-7D');
    const email = `hans-${Date.now()}@example.com`;
    const order = await placePaidOrder(admin, { lines: [{ variantId, quantity: 1 }], email, firstName: 'Hans', languageCode: 'de' });
    const { mail } = await mailFor(email, order.settledAt + DELIVERY_BUDGET_MS);
    expect(mail.subject).toBe(FAILED_MESSAGES.de.subject(order.code));
    expect(mail.attachments).toHaveLength(0);

    const after = await orderInAdmin(order.id);
    expect(after.state).toBe('Cancelled');
    expect(after.esims).toEqual([]);
    const [payment] = after.payments;
    // a manual payment has no gateway: Vendure records the refund as pending for staff to settle
    expect(payment?.refunds).toEqual([{ state: 'Pending', total: payment?.amount }]);
    expect(mail.html || '').toContain('unser Team schließt die Erstattung gerade ab');
  });

  it('sends once, within the resend time, the email a process lost after claiming it; never twice an email already sent', async () => {
    const variantId = await variantIdBySku(admin, 'FR-1GB-7D');
    const email = `lost-${Date.now()}@example.com`;
    const order = await placePaidOrder(admin, { lines: [{ variantId, quantity: 1 }], email, beforePayment: claimNoticeAsADeadProcess });
    // The delivery ran and found the notice held: no email until the claim expires.
    await sleep(RESEND_AFTER_MS / 2);
    expect(await mailCount(email)).toBe(0);
    const { mail, arrivedAt } = await mailFor(email, order.settledAt + RESEND_AFTER_MS + 15_000);
    expect(mail.subject).toBe(DELIVERED_MESSAGES.en.subject(order.code));
    console.log(
      `lost email sent again ${((arrivedAt - order.settledAt) / 1000).toFixed(1)} s after payment (resend after ${RESEND_AFTER_MS / 1000} s)`,
    );
    // Three sweeps later: one email each, for this order and the first test's (sent long before).
    await sleep(3_000);
    expect(await mailCount(email)).toBe(1);
    expect(await mailCount(delivered.email)).toBe(1);
  }, 60_000);

  it('runs again a delivery job a dead process left running (issue 30): it finds the eSIMs stored and the email sent, and sends nothing more', async () => {
    const { activeChannel } = await admin.request<{ activeChannel: { token: string } }>('query { activeChannel { token } }');
    // As a process killed in the middle of the job leaves it: RUNNING, its last heartbeat a minute old.
    const database = new Database(path.join(data.dir, 'shop.sqlite'));
    let jobId: number;
    try {
      const inserted = database
        .prepare(
          `INSERT INTO "job_record" ("queueName", "data", "state", "progress", "isSettled", "retries", "attempts", "startedAt", "createdAt", "updatedAt")
           VALUES ('provision-esims', ?, 'RUNNING', 0, 0, 4, 1, datetime('now', '-60 seconds'), datetime('now', '-60 seconds'), datetime('now', '-60 seconds'))`,
        )
        .run(JSON.stringify({ orderId: delivered.id, channelToken: activeChannel.token }));
      jobId = Number(inserted.lastInsertRowid);
    } finally {
      database.close();
    }
    // Vendure's queue picked only pending and retrying jobs: this one stayed RUNNING for good.
    const { job } = await waitForJob(jobId, (state) => state === 'COMPLETED' || state === 'FAILED', 20_000);
    expect(job).toMatchObject({ state: 'COMPLETED', attempts: 2, result: { outcome: 'delivered', esims: 2, notified: false } });
    expect(await mailCount(delivered.email)).toBe(1);
    expect((await orderInAdmin(delivered.id)).esims.map((esim) => esim.iccid).sort()).toEqual(
      delivered.esims.map((esim) => esim.iccid).sort(),
    );
  }, 30_000);

  it('never writes an ICCID or activation code to the backend output', () => {
    expect(secrets.size).toBeGreaterThanOrEqual(4);
    expect(output).toContain('[EsimDelivery]');
    for (const secret of secrets) expect(output).not.toContain(secret);
  });
});
