import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { DataSource, Like } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ClaimRecord } from '../src/plugins/claim-store/claim-record.entity';
import { CLEAN_CLAIMS_TASK_ID } from '../src/plugins/claim-store/claim-store.plugin';
import { adminClient, type AdminClient } from './support/admin-orders.mjs';

/*
 * The claim store inside the running backend the integration project started (issue 16): a blog
 * view becomes a claim that lasts as long as its session, and the hourly clean-up task, run
 * through the Admin API as staff would, deletes expired claims and only those. The test reads and
 * writes the backend's SQLite file (MAILBOX_DIR's parent) beside it, as a second instance would.
 */

const shopApiUrl = inject('shopApiUrl');
const backendUrl = shopApiUrl.replace(/\/shop-api$/, '');
const DAY_MS = 24 * 60 * 60 * 1000;

let database: DataSource | undefined;
let admin: AdminClient;

const claims = () => {
  if (!database) throw new Error('The database is not open');
  return database.getRepository(ClaimRecord);
};

/** One Shop API call with a bearer session (Vendure answers a new session's token in `vendure-auth-token`). */
async function shop<T>(session: { token?: string }, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(shopApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session.token ? { authorization: `Bearer ${session.token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  session.token = response.headers.get('vendure-auth-token') ?? session.token;
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`Shop API: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface TaskState {
  id: string;
  schedule: string;
  lastExecutedAt: string | null;
  lastResult: { deletedClaims?: number } | null;
}

async function cleanupTask(): Promise<TaskState | undefined> {
  const { scheduledTasks } = await admin.request<{ scheduledTasks: TaskState[] }>(
    '{ scheduledTasks { id schedule lastExecutedAt lastResult } }',
  );
  return scheduledTasks.find((task) => task.id === CLEAN_CLAIMS_TASK_ID);
}

beforeAll(async () => {
  const file = path.join(path.dirname(inject('mailboxDir')), 'shop.sqlite');
  if (!existsSync(file)) throw new Error(`The integration backend's database is not at ${file} (MAILBOX_DIR's parent)`);
  database = new DataSource({ type: 'better-sqlite3', database: file, entities: [ClaimRecord], timeout: 10_000 });
  await database.initialize();
  admin = await adminClient(backendUrl);
});

afterAll(async () => {
  await database?.destroy();
});

describe('the claim store in the running backend', () => {
  it('keeps a blog view as a claim that lasts as long as its session', async () => {
    const visitor: { token?: string } = {};
    const { blogPosts } = await shop<{ blogPosts: { items: Array<{ slug: string }> } }>(
      visitor,
      '{ blogPosts(options: { take: 1 }) { items { slug } } }',
    );
    const slug = blogPosts.items[0]?.slug;
    if (!slug) throw new Error('no blog post');
    const before = await claims().count({ where: { key: Like('content.viewed:%') } });
    const { recordBlogPostView } = await shop<{ recordBlogPostView: number }>(
      visitor,
      'mutation ($slug: String!) { recordBlogPostView(slug: $slug) }',
      { slug },
    );
    expect(recordBlogPostView).toBeGreaterThan(0);
    expect(
      await shop<{ recordBlogPostView: number }>(visitor, 'mutation ($slug: String!) { recordBlogPostView(slug: $slug) }', { slug }),
    ).toEqual({ recordBlogPostView });
    expect(await claims().count({ where: { key: Like('content.viewed:%') } })).toBeGreaterThan(before);
    const newest = await claims().findOneOrFail({ where: { key: Like('content.viewed:%') }, order: { id: 'DESC' } });
    // Vendure's sessions last a year by default.
    expect(newest.expiresAtMs).toBeGreaterThan(Date.now() + 300 * DAY_MS);
  });

  it('deletes the expired claims, and only those, when the clean-up task runs', async () => {
    const run = `${process.pid}-${Date.now()}`;
    await claims().insert([
      { key: `test.cleanup:${run}:expired`, holder: 'test', expiresAtMs: Date.now() - 1_000 },
      { key: `test.cleanup:${run}:lasting`, holder: 'test', expiresAtMs: Date.now() + 60 * 60_000 },
    ]);
    const task = await cleanupTask();
    expect(task?.schedule).toBe('0 * * * *');
    const { runScheduledTask } = await admin.request<{ runScheduledTask: { success: boolean } }>(
      `mutation { runScheduledTask(id: "${CLEAN_CLAIMS_TASK_ID}") { success } }`,
    );
    expect(runScheduledTask.success).toBe(true);
    // The scheduler looks for tasks run by hand every 10 s.
    const deadline = Date.now() + 40_000;
    let after = task;
    while (after?.lastExecutedAt === task?.lastExecutedAt && Date.now() < deadline) {
      await sleep(500);
      after = await cleanupTask();
    }
    expect(after?.lastExecutedAt).not.toBe(task?.lastExecutedAt);
    expect(after?.lastResult?.deletedClaims).toBeGreaterThanOrEqual(1);
    const left = await claims().find({ where: { key: Like(`test.cleanup:${run}:%`) } });
    expect(left.map((claim) => claim.key)).toEqual([`test.cleanup:${run}:lasting`]);
    await claims().delete({ key: `test.cleanup:${run}:lasting` });
  }, 60_000);
});
