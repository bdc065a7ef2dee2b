import type { DataSource } from 'typeorm';

/**
 * How often a process working the database queue marks its running jobs alive (their
 * `updatedAt`), and looks for the running jobs of others that nobody marks any more.
 */
export const HEARTBEAT_MS = 5_000;
/**
 * A running job whose `updatedAt` is older than this was left by a process that died (killed,
 * out of memory, the machine gone): six missed heartbeats. A live process marks its jobs every
 * 5 s, even while one of them waits on a provider for minutes; only an event loop blocked for
 * 30 s could miss that, and then the job would run twice (as with BullMQ's lock), which the shop's
 * jobs are written to survive. With the 5 s look, a dead process's job runs again within 35 s.
 */
const STALLED_AFTER_MS = 30_000;

/** What becomes of a job found running with nobody marking it alive. */
type StalledJobFate = { state: 'RETRYING'; retries: number } | { state: 'FAILED' };

/**
 * The dead attempt counts as one of the job's attempts (Vendure counted it when the job started):
 * a job with attempts left is tried again, one without is failed. A job that was given no retries
 * (the search index's, most of Vendure's) still gets one more run, as BullMQ runs a stalled job
 * again once (its `maxStalledCount`); its retries are raised to 1 for that run, so a job that
 * kills its process every time stops after two runs instead of looping.
 */
export function stalledJobFate(job: { attempts: number; retries: number }): StalledJobFate {
  const retries = Math.max(job.retries, 1);
  return job.attempts <= retries ? { state: 'RETRYING', retries } : { state: 'FAILED' };
}

interface RecoveredJob {
  id: string;
  queueName: string;
  attempts: number;
  fate: StalledJobFate;
}

/** The SQL that differs between the two databases the shop runs on. */
interface Dialect {
  /** The n-th (1-based) bound parameter. */
  parameter(n: number): string;
  /** True as a literal (better-sqlite3 binds no booleans). */
  true: string;
  /** The database's own clock `ms` ago: every process compares against one clock. */
  ago(ms: number): string;
}

function dialectOf(dataSource: DataSource): Dialect {
  const { type } = dataSource.options;
  if (type === 'postgres') {
    return { parameter: (n) => `$${n}`, true: 'true', ago: (ms) => `CURRENT_TIMESTAMP - interval '${Math.round(ms)} milliseconds'` };
  }
  if (type === 'better-sqlite3' || type === 'sqlite') {
    // Vendure's rows hold UTC as `YYYY-MM-DD HH:MM:SS[.SSS]`, which compares as text.
    return { parameter: () => '?', true: '1', ago: (ms) => `strftime('%Y-%m-%d %H:%M:%f', 'now', '-${(ms / 1000).toFixed(3)} seconds')` };
  }
  throw new Error(`The job queue's stalled-job recovery supports PostgreSQL and SQLite, not ${type}`);
}

/** Running jobs looked at per pass: a larger pile is taken up over the next passes. */
const RECOVERY_BATCH = 100;

const STALLED_MESSAGE = 'The process running it stopped before it finished';

/**
 * The running jobs of the database queue (Vendure's `job_record`) that outlive their process.
 * Vendure's SqlJobQueueStrategy only ever picks pending and retrying jobs: a job RUNNING when its
 * process was killed stayed RUNNING for good (an eSIM never delivered, a search index never
 * updated). Each working process marks its own running jobs (`heartbeat`); any of them puts back
 * the running jobs nobody has marked for STALLED_AFTER_MS (`recover`), as BullMQ's stalled-job
 * check does with Redis. The database's clock decides, and each change is conditional on the row
 * still being running and stale: of two processes recovering at once, one changes it, and a job
 * whose process marks it meanwhile is left alone.
 */
export class StalledJobs {
  private readonly dialect: Dialect;

  constructor(
    private readonly dataSource: DataSource,
    private readonly stalledAfterMs: number = STALLED_AFTER_MS,
  ) {
    this.dialect = dialectOf(dataSource);
  }

  /** Marks these jobs (this process's running ones) alive. */
  async heartbeat(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    const list = jobIds.map((_, index) => this.dialect.parameter(index + 1)).join(', ');
    await this.run(`UPDATE "job_record" SET "updatedAt" = CURRENT_TIMESTAMP WHERE "state" = 'RUNNING' AND "id" IN (${list})`, [...jobIds]);
  }

  /** Puts back (or fails) the running jobs nobody marked for the bound, except `own`; what it changed. */
  async recover(own: ReadonlySet<string>): Promise<RecoveredJob[]> {
    const stale = `"state" = 'RUNNING' AND "updatedAt" < ${this.dialect.ago(this.stalledAfterMs)}`;
    const rows = (await this.run(
      `SELECT "id", "queueName", "attempts", "retries" FROM "job_record" WHERE ${stale} ORDER BY "updatedAt" ASC LIMIT ${RECOVERY_BATCH}`,
      [],
    )) as Array<{ id: number | string; queueName: string; attempts: number; retries: number }>;
    const recovered: RecoveredJob[] = [];
    for (const row of rows) {
      const id = String(row.id);
      if (own.has(id)) continue;
      const fate = stalledJobFate(row);
      const p = (n: number) => this.dialect.parameter(n);
      const changed =
        fate.state === 'RETRYING'
          ? await this.changed(
              `UPDATE "job_record" SET "state" = 'RETRYING', "retries" = ${p(1)}, "error" = ${p(2)}, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = ${p(3)} AND ${stale}`,
              [fate.retries, STALLED_MESSAGE, row.id],
            )
          : await this.changed(
              `UPDATE "job_record" SET "state" = 'FAILED', "error" = ${p(1)}, "isSettled" = ${this.dialect.true}, "settledAt" = CURRENT_TIMESTAMP, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = ${p(2)} AND ${stale}`,
              [STALLED_MESSAGE, row.id],
            );
      if (changed) recovered.push({ id, queueName: row.queueName, attempts: Number(row.attempts), fate });
    }
    return recovered;
  }

  private async run(sql: string, parameters: unknown[]): Promise<unknown> {
    return (await this.structured(sql, parameters)).records;
  }

  private async changed(sql: string, parameters: unknown[]): Promise<boolean> {
    return ((await this.structured(sql, parameters)).affected ?? 0) > 0;
  }

  private async structured(sql: string, parameters: unknown[]) {
    const runner = this.dataSource.createQueryRunner();
    try {
      return await runner.query(sql, parameters, true);
    } finally {
      await runner.release();
    }
  }
}
