import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { EventBus, RequestContext, TransactionalConnection } from '@vendure/core';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SecurityLog1796171971499 as SqliteSecurityLogMigration } from '../src/migrations/sqlite/1796171971499-security-log';
import { StaffSecurityAlertEvent } from '../src/plugins/security-log/events';
import { SecurityLogEntry } from '../src/plugins/security-log/security-log-entry.entity';
import { SECURITY_LOG_SIZE, SecurityLog } from '../src/plugins/security-log/security-log.service';
import { MemoryClaimStore } from './support/memory-claim-store';

/*
 * The security log (issue 30 point 3) on a real SQLite file with its migration: what a line
 * keeps, the bound on its size, and alerts raised once a window. Staff read it through the Admin
 * API's `securityLog` (Vendure's list options; abuse-limits.integration.test.ts).
 */

const dir = mkdtempSync(path.join(tmpdir(), 'security-log-'));
const dataSource = new DataSource({ type: 'better-sqlite3', database: path.join(dir, 'log.sqlite'), entities: [SecurityLogEntry] });
const published: unknown[] = [];
const claims = new MemoryClaimStore();
const connection = {
  rawConnection: dataSource,
  getRepository: (_ctx: RequestContext, entity: typeof SecurityLogEntry) => dataSource.getRepository(entity),
} as unknown as TransactionalConnection;
const eventBus = { publish: (event: unknown) => Promise.resolve(void published.push(event)) } as unknown as EventBus;
const log = new SecurityLog(connection, claims.asClaimStore(), eventBus);
const ctx = {} as RequestContext;

/** The newest entries, of one event or all. */
const newest = (take: number, event?: string) =>
  dataSource.getRepository(SecurityLogEntry).find({ where: event ? { event: event as never } : {}, order: { id: 'DESC' }, take });

beforeAll(async () => {
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  await new SqliteSecurityLogMigration().up(runner);
  await runner.release();
});

afterAll(async () => {
  await dataSource.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('security log', () => {
  it('keeps a line as staff will read it: control characters out, each field cut to its column', async () => {
    await log.record({
      event: 'staff-login',
      outcome: 'failure',
      username: `  super\u0000admin\n${'x'.repeat(400)}`,
      clientAddress: '203.0.113.9',
      reason: 'INVALID_CREDENTIALS_ERROR',
    });
    const [entry] = await newest(1);
    expect(entry).toMatchObject({
      event: 'staff-login',
      outcome: 'failure',
      clientAddress: '203.0.113.9',
      reason: 'INVALID_CREDENTIALS_ERROR',
      detail: null,
    });
    expect(entry?.username).toMatch(/^superadminx+$/);
    expect(entry?.username).toHaveLength(255);
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it(`keeps the newest ${SECURITY_LOG_SIZE.toLocaleString('en')} entries: a flood of failed logins cannot grow it without bound`, async () => {
    const entries = dataSource.getRepository(SecurityLogEntry);
    const flood = Array.from({ length: SECURITY_LOG_SIZE }, (_, n) => ({
      event: 'staff-login' as const,
      outcome: 'failure' as const,
      username: `guess-${n}`,
    }));
    for (let start = 0; start < flood.length; start += 500) await entries.insert(flood.slice(start, start + 500));
    // Pruned every 100 writes of an instance: fewer than 100 past the bound meanwhile.
    for (let n = 0; n < 100; n += 1)
      await log.record({ event: 'staff-login', outcome: 'refused', username: `late-${n}`, reason: 'RATE_LIMITED' });
    expect(await entries.count()).toBeGreaterThanOrEqual(SECURITY_LOG_SIZE);
    expect(await entries.count()).toBeLessThan(SECURITY_LOG_SIZE + 100);
    expect((await newest(1))[0]?.username).toBe('late-99');
    expect(await entries.findOneBy({ id: 1 })).toBeNull(); // the first line written, pruned
  });

  it('raises an alert once a window, on any instance: one line and one email event', async () => {
    const alert = { kind: 'card-declines' as const, count: 20, windowMinutes: 10 };
    expect(await log.alertOnce(ctx, alert, 60_000, 'More than 20 card payments declined')).toBe(true);
    expect(await log.alertOnce(ctx, alert, 60_000, 'More than 20 card payments declined')).toBe(false);
    expect(await new SecurityLog(connection, claims.asClaimStore(), eventBus).alertOnce(ctx, alert, 60_000, 'again')).toBe(false);
    const alerts = await newest(10, 'card-declines');
    expect(alerts.map((entry) => [entry.outcome, entry.reason, entry.detail])).toEqual([
      ['alert', 'card-declines', 'More than 20 card payments declined'],
    ]);
    expect(published).toHaveLength(1);
    expect(published[0]).toBeInstanceOf(StaffSecurityAlertEvent);
    expect((published[0] as StaffSecurityAlertEvent).alert).toEqual(alert);
  });
});
