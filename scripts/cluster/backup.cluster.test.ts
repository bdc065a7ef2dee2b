import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { adminClient, placePaidOrder, variantIdBySku } from '../../backend/test/support/admin-orders.mjs';
import { repoRoot } from '../lib/shop.mjs';

/*
 * Issue 34 point 5 on PostgreSQL: `npm run backup` (pg_dump's custom format, the assets and uploads)
 * of the cluster while it serves, `npm run restore` into a new, empty database and empty folders,
 * and every order, eSIM, review and asset there at the start of the backup is found in the restore.
 * The cluster goes on taking orders meanwhile (the other test files run beside): the restore holds
 * what existed before the backup began, and nothing that did not exist once it ended.
 */

const run = promisify(execFile);
const cluster = () => inject('cluster');
const RESTORED_DATABASE = `esim_shop_restored_${process.pid}`;

let work: string | undefined;

function databaseUrl(name?: string): string {
  const url = new URL(cluster().databaseUrl);
  if (name) url.pathname = `/${name}`;
  return url.toString();
}

async function query<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** What must survive: the orders' codes, the eSIMs' ICCIDs, the reviews' ids, the assets' files. */
async function keys(url: string): Promise<Record<'orders' | 'esims' | 'reviews' | 'assets', Set<string>>> {
  const column = async (sql: string) => new Set((await query<{ key: string }>(url, sql)).map(({ key }) => String(key)));
  return {
    orders: await column('SELECT code AS key FROM "order"'),
    esims: await column('SELECT iccid AS key FROM esim_profile'),
    reviews: await column('SELECT id AS key FROM community_shop_review'),
    assets: await column('SELECT source AS key FROM asset'),
  };
}

async function files(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))));
}

function backupCli(args: string[], env: Record<string, string>) {
  return run(process.execPath, [path.join(repoRoot, 'backend/dist/tools/backup.js'), ...args], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    timeout: 240_000,
  });
}

afterAll(async () => {
  await query(databaseUrl('postgres'), `DROP DATABASE IF EXISTS ${RESTORED_DATABASE}`).catch(() => undefined);
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a backup of the cluster’s PostgreSQL shop, restored into an empty database', () => {
  it('holds every order, eSIM, review and asset of the moment it began', async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'esim-shop-pg-backup-'));
    // An order of its own, delivered by the worker: the cluster may have none yet.
    const admin = await adminClient(cluster().backendUrl);
    const order = await placePaidOrder(admin, {
      lines: [{ variantId: await variantIdBySku(admin, 'FR-1GB-7D'), quantity: 2 }],
      email: `pg-backup-${process.pid}@example.com`,
    });
    const esimsOf = async () =>
      (
        await query<{ count: string }>(
          databaseUrl(),
          `SELECT count(*) FROM esim_profile p JOIN "order" o ON o.id = p."orderId" WHERE o.code = '${order.code}'`,
        )
      )[0]?.count;
    await expect.poll(esimsOf, { timeout: 60_000, interval: 500 }).toBe('2');
    const before = await keys(databaseUrl());
    const assetFilesBefore = await files(cluster().assetsDir);
    expect(before.orders.has(order.code)).toBe(true);
    expect(before.reviews.size).toBeGreaterThan(0);
    expect(before.assets.size).toBeGreaterThan(0);

    const backupDir = path.join(work, 'backups');
    const source = {
      DATABASE_URL: databaseUrl(),
      ASSETS_DIR: cluster().assetsDir,
      UPLOADS_DIR: cluster().uploadsDir,
      BACKUP_DIR: backupDir,
    };
    const backedUp = await backupCli(['backup'], source);
    const after = await keys(databaseUrl());
    const [set = ''] = (await backupCli(['list'], source)).stdout.trim().split('\n');

    await query(databaseUrl('postgres'), `CREATE DATABASE ${RESTORED_DATABASE}`);
    const target = {
      DATABASE_URL: databaseUrl(RESTORED_DATABASE),
      ASSETS_DIR: path.join(work, 'assets'),
      UPLOADS_DIR: path.join(work, 'uploads'),
      BACKUP_DIR: backupDir,
    };
    const restoredOut = await backupCli(['restore', set], target);
    console.log(`${backedUp.stdout.trim()}\n${restoredOut.stdout.trim()}`);
    const restored = await keys(databaseUrl(RESTORED_DATABASE));
    for (const kind of ['orders', 'esims', 'reviews', 'assets'] as const) {
      const [had, has, hadAfter] = [before[kind], restored[kind], after[kind]];
      expect(
        [...had].filter((key) => !has.has(key)),
        `${kind} lost`,
      ).toEqual([]);
      expect(
        [...has].filter((key) => !hadAfter.has(key)),
        `${kind} made up`,
      ).toEqual([]);
    }
    const assetFilesRestored = await files(target.ASSETS_DIR);
    expect([...assetFilesBefore].filter((file) => !assetFilesRestored.has(file))).toEqual([]);

    // A restore into a database that is not empty is refused and changes nothing there.
    await expect(
      backupCli(['restore', set], { ...target, ASSETS_DIR: path.join(work, 'assets-2'), UPLOADS_DIR: path.join(work, 'uploads-2') }),
    ).rejects.toThrow(/pg_restore|already exists/);
    expect((await keys(databaseUrl(RESTORED_DATABASE))).orders.size).toBe(restored.orders.size);
  }, 300_000);
});
