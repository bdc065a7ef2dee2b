import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { TransactionalConnection } from '@vendure/core';
import { DataSource, type DataSourceOptions, type MigrationInterface } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ClaimStore1795791177390 as PostgresClaimStoreMigration } from '../src/migrations/postgres/1795791177390-claim-store';
import { ClaimStore1795791165837 as SqliteClaimStoreMigration } from '../src/migrations/sqlite/1795791165837-claim-store';
import { ClaimRecord } from '../src/plugins/claim-store/claim-record.entity';
import { ClaimStore } from '../src/plugins/claim-store/claim-store.service';
import { keyRangeOf } from '../src/plugins/claim-store/key-range';

/*
 * The claim store (issue 16) on a real database, through two connections that stand for two
 * server instances: one key, one holder, whatever runs at the same time. Always on SQLite (a file
 * both connections open); CLAIMS_TEST_DATABASE_URL=postgres://… (a scratch database: its
 * `claim` and `settings_store_entry` tables are dropped) runs the same against PostgreSQL, where
 * the two connections' pools really run statements side by side.
 */

interface Database {
  options: DataSourceOptions;
  migration: MigrationInterface;
  /** Vendure's settings store table as the initial migration makes it (the migration reads it). */
  settingsTable: string;
  /** The n-th bound parameter in a raw query. */
  parameter(n: number): string;
  cleanUp(): void;
}

function sqlite(): Database {
  const dir = mkdtempSync(path.join(tmpdir(), 'claim-store-'));
  return {
    options: { type: 'better-sqlite3', database: path.join(dir, 'claims.sqlite'), enableWAL: true },
    migration: new SqliteClaimStoreMigration(),
    settingsTable: `CREATE TABLE "settings_store_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "key" varchar NOT NULL, "value" json, "scope" varchar, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`,
    parameter: () => '?',
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgres(url: string): Database {
  return {
    options: { type: 'postgres', url },
    migration: new PostgresClaimStoreMigration(),
    settingsTable: `CREATE TABLE "settings_store_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "key" character varying NOT NULL, "value" json, "scope" character varying, "id" SERIAL NOT NULL, CONSTRAINT "PK_settings_store_entry_test" PRIMARY KEY ("id"))`,
    parameter: (n) => `$${n}`,
    cleanUp: () => undefined,
  };
}

const postgresUrl = process.env['CLAIMS_TEST_DATABASE_URL'];
const databases: Array<[string, () => Database]> = [
  ['SQLite', sqlite],
  ...(postgresUrl ? [['PostgreSQL', () => postgres(postgresUrl)] as [string, () => Database]] : []),
];

/** The store reads only `rawConnection` of Vendure's connection: a DataSource is all it needs. */
const storeOver = (dataSource: DataSource) => new ClaimStore({ rawConnection: dataSource } as unknown as TransactionalConnection);

/** The claims won among concurrent answers. */
function winners<T>(answers: ReadonlyArray<T | undefined>): T[] {
  return answers.filter((answer): answer is T => answer !== undefined);
}

describe.each(databases)('claim store on %s', (_name, make) => {
  const database = make();
  const first = new DataSource({ ...database.options, entities: [ClaimRecord] });
  const second = new DataSource({ ...database.options, entities: [ClaimRecord] });
  let one: ClaimStore;
  let other: ClaimStore;
  let keyNumber = 0;
  /** A key no other test uses. */
  const freshKey = (label: string) => `test.${label}:${process.pid}-${(keyNumber += 1)}`;

  async function migrate(direction: 'up' | 'down'): Promise<void> {
    const runner = first.createQueryRunner();
    try {
      await database.migration[direction](runner);
    } finally {
      await runner.release();
    }
  }

  beforeAll(async () => {
    await first.initialize();
    await second.initialize();
    await first.query('DROP TABLE IF EXISTS "claim"');
    await first.query('DROP TABLE IF EXISTS "settings_store_entry"');
    await first.query(database.settingsTable);
    one = storeOver(first);
    other = storeOver(second);
  });

  afterAll(async () => {
    if (first.isInitialized) await first.destroy();
    if (second.isInitialized) await second.destroy();
    database.cleanUp();
  });

  it('moves the claims kept in the settings store into the claim table, and back down', async () => {
    const rows: Array<[string, string, unknown]> = [
      ['cardPayment.attempt', 'order:7#1', { orderId: '7', attempt: 1, state: 'done' }],
      ['cardPayment.token', 'token:abc', { orderId: '7', attempt: 1, sessionId: '3' }],
      ['walletPayment.finish', 'wallet:W1', { startedAt: 1 }],
      ['walletPayment.webhookEvent', 'event:E1', { eventType: 'PAYMENT.CAPTURE.COMPLETED', at: 'then' }],
      ['walletPayment.shopRefund', 'refund:R1', { at: 'then' }],
      ['walletPayment.failureNotice', 'order:7', { at: 'then' }],
      ['content.viewed', 'post:1:session:3', { at: 1 }],
      ['shop.somethingElse', 'channel:1', { kept: true }],
    ];
    for (const [key, scope, value] of rows) {
      const [p1, p2, p3] = [1, 2, 3].map((index) => database.parameter(index));
      await first.query(`INSERT INTO "settings_store_entry" ("key", "scope", "value") VALUES (${p1}, ${p2}, ${p3})`, [
        key,
        scope,
        JSON.stringify(value),
      ]);
    }
    const before = Date.now();
    await migrate('up');

    const copied = await first.getRepository(ClaimRecord).find({ order: { id: 'ASC' } });
    expect(copied.map((claim) => claim.key)).toEqual([
      'cardPayment.attempt:order:7#1',
      'cardPayment.token:token:abc',
      'walletPayment.webhookEvent:event:E1',
      'walletPayment.shopRefund:refund:R1',
      'walletPayment.failureNotice:order:7',
    ]);
    expect(copied[0]?.value).toEqual({ orderId: '7', attempt: 1, state: 'done' });
    const day = 24 * 60 * 60 * 1000;
    expect(copied[0]?.expiresAtMs).toBeGreaterThanOrEqual(before + 30 * day);
    expect(copied[3]?.expiresAtMs).toBeGreaterThanOrEqual(before + 180 * day);
    expect((await one.read('cardPayment.token:token:abc'))?.value).toEqual({ orderId: '7', attempt: 1, sessionId: '3' });
    const left = await first.query<Array<{ key: string }>>('SELECT "key" FROM "settings_store_entry"');
    expect(left.map((row) => row.key)).toEqual(['shop.somethingElse']);

    await migrate('down');
    const restored = await first.query<Array<{ key: string; scope: string }>>(
      'SELECT "key", "scope" FROM "settings_store_entry" ORDER BY "id"',
    );
    expect(restored.map((row) => `${row.key} ${row.scope}`)).toEqual([
      'shop.somethingElse channel:1',
      'cardPayment.attempt order:7#1',
      'cardPayment.token token:abc',
      'walletPayment.webhookEvent event:E1',
      'walletPayment.shopRefund refund:R1',
      'walletPayment.failureNotice order:7',
    ]);
    // The other tests work on the table as the migration leaves it.
    await migrate('up');
    await first.getRepository(ClaimRecord).clear();
  });

  it('gives a free key to one claimant, with its value, and refuses it to the next while held', async () => {
    const key = freshKey('held');
    const claim = await one.claim(key, 60_000, { note: 'first' });
    expect(claim).toMatchObject({ key, value: { note: 'first' } });
    expect(await other.claim(key, 60_000, { note: 'second' })).toBeUndefined();
    expect((await other.read(key))?.value).toEqual({ note: 'first' });
  });

  it('lets exactly one of twenty concurrent claims of one key win, across two connections', async () => {
    const key = freshKey('race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? one : other).claim(key, 60_000, { index })),
    );
    const won = winners(answers);
    expect(won).toHaveLength(1);
    expect((await one.read(key))?.holder).toBe(won[0]?.holder);
  });

  it('takes an expired claim over, and the late holder can neither release nor update it', async () => {
    const key = freshKey('expired');
    const stale = await one.claim(key, 1, { holder: 'stale' });
    await sleep(10);
    expect(await one.read(key)).toBeUndefined();
    const fresh = await other.claim(key, 60_000, { holder: 'fresh' });
    expect(fresh?.value).toEqual({ holder: 'fresh' });
    expect(fresh?.holder).not.toBe(stale?.holder);
    expect(await one.release(key, stale?.holder)).toBe(false);
    expect(stale && (await one.update(stale, { holder: 'stale again' }))).toBeUndefined();
    expect((await one.read(key))?.value).toEqual({ holder: 'fresh' });
  });

  it('lets exactly one of twenty concurrent takeovers of an expired claim win', async () => {
    const key = freshKey('takeover');
    await one.claim(key, 1);
    await sleep(10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? one : other).claim(key, 60_000, { index })),
    );
    expect(winners(answers)).toHaveLength(1);
  });

  it('frees a released key for the next claimant', async () => {
    const key = freshKey('released');
    const claim = await one.claim(key, 60_000);
    expect(claim && (await one.release(key, claim.holder))).toBe(true);
    expect(await one.read(key)).toBeUndefined();
    const next = await other.claim(key, 60_000);
    expect(next).toBeDefined();
    // Without a holder the key is freed whoever holds it (a webhook event given back).
    expect(await one.release(key)).toBe(true);
    expect(await other.claim(key, 60_000)).toBeDefined();
  });

  it('updates the value of a claim its holder still holds', async () => {
    const key = freshKey('updated');
    const claim = await one.claim(key, 60_000, { state: 'running' });
    expect(claim && (await one.update(claim, { state: 'done' }))?.value).toEqual({ state: 'done' });
    expect((await other.read(key))?.value).toEqual({ state: 'done' });
  });

  it('reads the newest lasting claim under an exact prefix, and several keys at once', async () => {
    const prefix = freshKey('attempts');
    for (const suffix of ['#1', '#2', '#10']) await one.claim(`${prefix}${suffix}`, 60_000, { suffix });
    await one.claim(`${prefix}1#99`, 60_000, { suffix: 'another order' });
    await one.claim(`${prefix.toUpperCase()}#77`, 60_000, { suffix: 'other case' });
    expect((await other.newestUnder<{ suffix: string }>(`${prefix}#`))?.value.suffix).toBe('#10');
    expect(await other.newestUnder(`${prefix}#3`)).toBeUndefined();
    const read = await other.readAll([`${prefix}#1`, `${prefix}#10`, `${prefix}#5`]);
    expect(read.map((claim) => claim.key).sort()).toEqual([`${prefix}#1`, `${prefix}#10`]);
  });

  it('lists the lasting claims under an exact prefix, oldest first, up to a limit', async () => {
    const prefix = `${freshKey('registry')}:order:`;
    for (const order of ['7', '70', '8', '9']) await one.claim(`${prefix}${order}`, 60_000, { order });
    await one.claim(`${prefix}gone`, 1, { order: 'expired' });
    // Neighbours in the index's order: the same letters with other punctuation, case or a next letter.
    await one.claim(prefix.replace(/:order:$/, ':order;1'), 60_000, { order: 'punctuation' });
    await one.claim(prefix.toUpperCase(), 60_000, { order: 'other case' });
    await one.claim(prefix.replace(/:order:$/, ':ordes:1'), 60_000, { order: 'next letter' });
    await sleep(10);
    const listed = await other.oldestUnder<{ order: string }>(prefix, 3);
    expect(listed.map((claim) => claim.value.order)).toEqual(['7', '70', '8']);
    expect((await other.oldestUnder<{ order: string }>(prefix, 10)).map((claim) => claim.value.order)).toEqual(['7', '70', '8', '9']);
    expect(await other.oldestUnder(`${prefix}7`, 10)).toHaveLength(2);
    await expect(other.oldestUnder(prefix, 0)).rejects.toThrow(RangeError);
  });

  it('cleans up the expired claims only, in batches', async () => {
    await first.getRepository(ClaimRecord).clear();
    const past = Date.now() - 1_000;
    const expired = Array.from({ length: 1_203 }, (_, index) => ({ key: `test.old:${index}`, holder: 'old', expiresAtMs: past }));
    for (let start = 0; start < expired.length; start += 200)
      await first.getRepository(ClaimRecord).insert(expired.slice(start, start + 200));
    const lasting = [freshKey('lasting'), freshKey('lasting')];
    for (const key of lasting) await one.claim(key, 60_000, { key });
    expect(await other.cleanup()).toBe(1_203);
    const left = await first.getRepository(ClaimRecord).find();
    expect(left.map((claim) => claim.key).sort()).toEqual([...lasting].sort());
    expect(await other.cleanup()).toBe(0);
  });

  it('refuses an empty or overlong key and a non-positive lifetime', async () => {
    await expect(one.claim('', 1_000)).rejects.toThrow(RangeError);
    await expect(one.claim('k'.repeat(256), 1_000)).rejects.toThrow(RangeError);
    await expect(one.claim(freshKey('ttl'), 0)).rejects.toThrow(RangeError);
  });
});

describe('keyRangeOf', () => {
  it('bounds a prefix by its last letter or digit that has a successor', () => {
    expect(keyRangeOf('cardPayment.unresolved:order:')).toEqual({
      lower: 'cardPayment.unresolved:order',
      upper: 'cardPayment.unresolved:ordes',
    });
    expect(keyRangeOf('cardPayment.attempt:order:79#')).toEqual({
      lower: 'cardPayment.attempt:order:7',
      upper: 'cardPayment.attempt:order:8',
    });
    expect(keyRangeOf('blog.Z:')).toEqual({ lower: 'blog', upper: 'bloh' });
    expect(keyRangeOf('z9:')).toEqual({ lower: '', upper: undefined });
  });
});
