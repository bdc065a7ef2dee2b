import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { freePort } from '../../scripts/lib/processes.mjs';
import { repoRoot, startBackend, temporaryDataDir } from '../../scripts/lib/shop.mjs';
import { adminClient, placePaidOrder, variantIdBySku, type AdminClient } from './support/admin-orders.mjs';

/*
 * Issue 34 point 5: a backup of the running shop (SQLite, with orders, eSIMs, reviews and assets)
 * made by `npm run backup` while it serves, restored by `npm run restore` into an empty folder,
 * and a second backend started on the restore finds every order, eSIM, review and asset again.
 * PostgreSQL's pg_dump and pg_restore are proved on the cluster (scripts/cluster/).
 */

const run = promisify(execFile);
const backendUrl = inject('shopApiUrl').replace(/\/shop-api$/, '');
const shopDir = path.dirname(inject('mailboxDir'));

let admin: AdminClient;
let work: Awaited<ReturnType<typeof temporaryDataDir>>;
let restored: Awaited<ReturnType<typeof startBackend>> | undefined;

/** `npm run backup` / `npm run restore`, on the shop whose files are in `dir`. */
async function backupCli(args: string[], dir: string, backupDir: string): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(repoRoot, 'backend/dist/tools/backup.js'), ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SQLITE_PATH: path.join(dir, 'shop.sqlite'),
      ASSETS_DIR: path.join(dir, 'assets'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      MAILBOX_DIR: path.join(dir, 'outbox'),
      BACKUP_DIR: backupDir,
    },
  });
  return stdout;
}

interface Snapshot {
  orderCodes: string[];
  esims: string[];
  reviews: number;
}

/** What must survive: every order's code, every eSIM of the order placed here, the reviews' count. */
async function snapshot(client: AdminClient, orderId: string): Promise<Snapshot> {
  const { orders } = await client.request<{ orders: { items: Array<{ code: string }>; totalItems: number } }>(
    '{ orders(options: { take: 1000, sort: { id: ASC } }) { items { code } totalItems } }',
  );
  const { orderEsimOverview } = await client.request<{ orderEsimOverview: { esims: Array<{ iccid: string }> } | null }>(
    'query ($orderId: ID!) { orderEsimOverview(orderId: $orderId) { esims { iccid } } }',
    { orderId },
  );
  const { shopReviews } = await client.request<{ shopReviews: { totalItems: number } }>('{ shopReviews { totalItems } }');
  return {
    orderCodes: orders.items.map(({ code }) => code),
    esims: (orderEsimOverview?.esims ?? []).map(({ iccid }) => iccid).sort(),
    reviews: shopReviews.totalItems,
  };
}

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const hashes: Record<string, string> = {};
  for (const entry of entries.filter((found) => found.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return hashes;
}

beforeAll(async () => {
  admin = await adminClient(backendUrl);
  work = await temporaryDataDir();
});

afterAll(async () => {
  await restored?.stop();
  await work?.remove();
});

describe('a backup of the running shop, restored into an empty one', () => {
  it('finds every order, eSIM, review and asset again', async () => {
    const order = await placePaidOrder(admin, {
      lines: [{ variantId: await variantIdBySku(admin, 'FR-1GB-7D'), quantity: 2 }],
      email: `backup-${Date.now()}@example.com`,
    });
    await expect.poll(async () => (await snapshot(admin, order.id)).esims.length, { timeout: 30_000, interval: 250 }).toBe(2);
    const before = await snapshot(admin, order.id);
    expect(before.orderCodes).toContain(order.code);
    expect(before.reviews).toBeGreaterThan(0);
    const assetsBefore = await fileHashes(path.join(shopDir, 'assets'));
    expect(Object.keys(assetsBefore).length).toBeGreaterThan(0);

    const backupDir = path.join(work.dir, 'backups');
    const backedUp = await backupCli(['backup'], shopDir, backupDir);
    const [set] = (await backupCli(['list'], shopDir, backupDir)).trim().split('\n');
    expect(set).toMatch(/shop-\d{4}-\d\d-\d\dT/);
    const restoredDir = path.join(work.dir, 'restored');
    const restoredOut = await backupCli(['restore', set ?? ''], restoredDir, backupDir);
    console.log(`${backedUp.trim()}\n${restoredOut.trim()}`);
    // A restore never overwrites: the same set again into the same shop is refused.
    await expect(backupCli(['restore', set ?? ''], restoredDir, backupDir)).rejects.toThrow(/exists: restore into a new file/);

    restored = await startBackend({ dir: restoredDir, port: await freePort(), storefrontOrigin: 'http://127.0.0.1:1', log: false });
    const after = await snapshot(await adminClient(restored.url), order.id);
    expect(after).toEqual(before);
    const assetsAfter = await fileHashes(path.join(restoredDir, 'assets'));
    expect(assetsAfter).toEqual(assetsBefore);
    // An asset is served by the restored shop, not only present on its disk.
    const [someAsset] = Object.keys(assetsAfter).filter((file) => !file.startsWith('cache'));
    expect((await fetch(`${restored.url}/assets/${someAsset}`)).status).toBe(200);
  }, 240_000);
});
