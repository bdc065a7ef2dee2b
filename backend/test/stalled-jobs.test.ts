import { DataSource, type DataSourceOptions } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { StalledJobs, stalledJobFate } from '../src/job-queue/stalled-jobs';

/*
 * The database queue's stalled-job recovery (issue 30) on a real database: Vendure's `job_record`
 * table as the initial migration makes it, rows written as a dead process and a live one leave
 * them. Always on SQLite (in memory); JOB_QUEUE_TEST_DATABASE_URL=postgres://… (a scratch
 * database: its `job_record` table is dropped) runs the same against PostgreSQL.
 */

interface Database {
  options: DataSourceOptions;
  table: string;
  /** The database's clock `seconds` ago, as Vendure's rows hold it. */
  ago: (seconds: number) => string;
  parameter: (n: number) => string;
  /** A boolean as a literal (better-sqlite3 binds none). */
  boolean: (value: boolean) => string;
}

const sqlite: Database = {
  options: { type: 'better-sqlite3', database: ':memory:' },
  table: `CREATE TABLE "job_record" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "queueName" varchar NOT NULL, "data" text, "state" varchar NOT NULL, "progress" integer NOT NULL, "result" text, "error" varchar, "startedAt" datetime(6), "settledAt" datetime(6), "isSettled" boolean NOT NULL, "retries" integer NOT NULL, "attempts" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`,
  ago: (seconds) => `datetime('now', '-${seconds} seconds')`,
  parameter: () => '?',
  boolean: (value) => (value ? '1' : '0'),
};

const postgres = (url: string): Database => ({
  options: { type: 'postgres', url },
  table: `CREATE TABLE "job_record" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "queueName" character varying NOT NULL, "data" text, "state" character varying NOT NULL, "progress" integer NOT NULL, "result" text, "error" character varying, "startedAt" TIMESTAMP(6), "settledAt" TIMESTAMP(6), "isSettled" boolean NOT NULL, "retries" integer NOT NULL, "attempts" integer NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_job_record_test" PRIMARY KEY ("id"))`,
  ago: (seconds) => `CURRENT_TIMESTAMP - interval '${seconds} seconds'`,
  parameter: (n) => `$${n}`,
  boolean: (value) => String(value),
});

const postgresUrl = process.env['JOB_QUEUE_TEST_DATABASE_URL'];
const databases: Array<[string, Database]> = [
  ['SQLite', sqlite],
  ...(postgresUrl ? [['PostgreSQL', postgres(postgresUrl)] as [string, Database]] : []),
];

describe('what becomes of a stalled job', () => {
  it('counts the dead attempt: retried while attempts are left, failed after the last', () => {
    expect(stalledJobFate({ attempts: 1, retries: 4 })).toEqual({ state: 'RETRYING', retries: 4 });
    expect(stalledJobFate({ attempts: 4, retries: 4 })).toEqual({ state: 'RETRYING', retries: 4 });
    expect(stalledJobFate({ attempts: 5, retries: 4 })).toEqual({ state: 'FAILED' });
  });

  it('runs a job given no retries once more (as BullMQ runs a stalled job again once), then no more', () => {
    expect(stalledJobFate({ attempts: 1, retries: 0 })).toEqual({ state: 'RETRYING', retries: 1 });
    expect(stalledJobFate({ attempts: 2, retries: 1 })).toEqual({ state: 'FAILED' });
  });
});

describe.each(databases)('stalled jobs on %s', (_name, database) => {
  const dataSource = new DataSource(database.options);
  /** A short bound, so that rows 60 s old are stalled and rows 1 s old are not. */
  const stalledJobs = new StalledJobs(dataSource, 10_000);

  async function insert(row: {
    state: string;
    secondsAgo: number;
    attempts: number;
    retries: number;
    queueName?: string;
  }): Promise<string> {
    const p = database.parameter;
    await dataSource.query(
      `INSERT INTO "job_record" ("queueName", "data", "state", "progress", "isSettled", "retries", "attempts", "startedAt", "updatedAt") VALUES (${p(1)}, '{}', ${p(2)}, 0, ${database.boolean(row.state === 'COMPLETED')}, ${p(3)}, ${p(4)}, ${database.ago(row.secondsAgo)}, ${database.ago(row.secondsAgo)})`,
      [row.queueName ?? 'provision-esims', row.state, row.retries, row.attempts],
    );
    const [last] = await dataSource.query<Array<{ id: number | string }>>(`SELECT MAX("id") AS "id" FROM "job_record"`);
    return String(last?.id);
  }

  async function rowOf(id: string) {
    const [row] = await dataSource.query<
      Array<{ state: string; retries: number; attempts: number; error: string | null; isSettled: number | boolean; settledAt: unknown }>
    >(`SELECT "state", "retries", "attempts", "error", "isSettled", "settledAt" FROM "job_record" WHERE "id" = ${database.parameter(1)}`, [
      Number(id),
    ]);
    return row;
  }

  beforeAll(async () => {
    await dataSource.initialize();
    await dataSource.query('DROP TABLE IF EXISTS "job_record"');
    await dataSource.query(database.table);
  });

  afterAll(async () => {
    if (database !== sqlite) await dataSource.query('DROP TABLE IF EXISTS "job_record"');
    await dataSource.destroy();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM "job_record"');
  });

  it('puts back a job left running by a dead process, counting its attempt, and fails one that had no attempt left', async () => {
    const withRetries = await insert({ state: 'RUNNING', secondsAgo: 60, attempts: 1, retries: 4 });
    const withoutRetries = await insert({ state: 'RUNNING', secondsAgo: 60, attempts: 1, retries: 0, queueName: 'update-search-index' });
    const lastAttempt = await insert({ state: 'RUNNING', secondsAgo: 60, attempts: 5, retries: 4 });

    const recovered = await stalledJobs.recover(new Set());

    expect(recovered.map((job) => [job.id, job.fate.state]).sort()).toEqual(
      [
        [withRetries, 'RETRYING'],
        [withoutRetries, 'RETRYING'],
        [lastAttempt, 'FAILED'],
      ].sort(),
    );
    expect(await rowOf(withRetries)).toMatchObject({
      state: 'RETRYING',
      retries: 4,
      attempts: 1,
      error: expect.stringContaining('stopped'),
    });
    expect(await rowOf(withoutRetries)).toMatchObject({ state: 'RETRYING', retries: 1, attempts: 1 });
    const failed = await rowOf(lastAttempt);
    expect(failed).toMatchObject({ state: 'FAILED', attempts: 5 });
    expect(Boolean(failed?.isSettled)).toBe(true);
    expect(failed?.settledAt).not.toBeNull();
    // Once put back, nothing more to do.
    expect(await stalledJobs.recover(new Set())).toEqual([]);
  });

  it('leaves alone a job marked alive within the bound, this process own jobs, and jobs not running', async () => {
    const recent = await insert({ state: 'RUNNING', secondsAgo: 1, attempts: 1, retries: 4 });
    const own = await insert({ state: 'RUNNING', secondsAgo: 60, attempts: 1, retries: 4 });
    const pending = await insert({ state: 'PENDING', secondsAgo: 60, attempts: 0, retries: 4 });
    const completed = await insert({ state: 'COMPLETED', secondsAgo: 60, attempts: 1, retries: 4 });

    expect(await stalledJobs.recover(new Set([own]))).toEqual([]);

    expect((await rowOf(recent))?.state).toBe('RUNNING');
    expect((await rowOf(own))?.state).toBe('RUNNING');
    expect((await rowOf(pending))?.state).toBe('PENDING');
    expect((await rowOf(completed))?.state).toBe('COMPLETED');
  });

  it('a heartbeat keeps a running job from looking stalled, and touches only running jobs', async () => {
    const alive = await insert({ state: 'RUNNING', secondsAgo: 60, attempts: 1, retries: 4 });
    const settled = await insert({ state: 'COMPLETED', secondsAgo: 60, attempts: 1, retries: 4 });

    await stalledJobs.heartbeat([alive, settled]);

    expect(await stalledJobs.recover(new Set())).toEqual([]);
    expect((await rowOf(alive))?.state).toBe('RUNNING');
    const [stillOld] = await dataSource.query<Array<{ count: number | string }>>(
      `SELECT COUNT(*) AS "count" FROM "job_record" WHERE "id" = ${database.parameter(1)} AND "updatedAt" < ${database.ago(30)}`,
      [Number(settled)],
    );
    expect(Number(stillOld?.count)).toBe(1);
  });

  it('of two processes recovering the same job at once, one changes it', async () => {
    const stalled = await insert({ state: 'RUNNING', secondsAgo: 60, attempts: 1, retries: 4 });
    const other = new StalledJobs(dataSource, 10_000);

    const [first, second] = await Promise.all([stalledJobs.recover(new Set()), other.recover(new Set())]);

    expect([...first, ...second].map((job) => job.id)).toEqual([stalled]);
  });
});
