import { setTimeout as sleep } from 'node:timers/promises';

import { Redis, type RedisOptions } from 'ioredis';

/** An orchestrator's probe waits a few seconds at most; a dependency slower than this is as good as down. */
const READINESS_TIMEOUT_MS = 1000;

/** One dependency asked whether it answers: undefined when it does, otherwise why not (for the 503's body and the log). */
export type ReadinessCheck = () => Promise<string | undefined>;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `work` answered within READINESS_TIMEOUT_MS, or the reason it did not. */
async function answersInTime(name: string, work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    const outcome = await Promise.race([
      work().then(() => 'answered' as const),
      sleep(READINESS_TIMEOUT_MS, 'late' as const, { ref: false }),
    ]);
    return outcome === 'answered' ? undefined : `${name} did not answer within ${READINESS_TIMEOUT_MS} ms`;
  } catch (error) {
    return `${name} unreachable: ${describe(error)}`;
  }
}

/** The database answers `SELECT 1` (through the pool the requests use: a full pool is not ready either). */
export function databaseCheck(query: () => Promise<unknown>): ReadinessCheck {
  return () => answersInTime('the database', query);
}

/** Whether a condition of the process itself holds (its job queues started, its start-up data written). */
export function processCheck(holds: () => boolean, problem: string): ReadinessCheck {
  return () => Promise.resolve(holds() ? undefined : problem);
}

/**
 * Redis answers PING, on a connection of the check's own, opened by the first check (a process
 * nobody asks opens none): it fails at once while disconnected instead of queueing the PING until
 * Redis is back.
 */
export function redisCheck(options: RedisOptions): { check: ReadinessCheck; close: () => void } {
  const probe = new Redis({ ...options, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  probe.on('error', () => {
    // reported by the check itself; the job queue's and the cache's own connections log their errors
  });
  return {
    check: () =>
      answersInTime('Redis', async () => {
        if (probe.status === 'wait') await probe.connect();
        await probe.ping();
      }),
    close: () => probe.disconnect(),
  };
}

/** Every check at once; the first problem in the checks' order, or undefined when all answer. */
export async function firstProblem(checks: readonly ReadinessCheck[]): Promise<string | undefined> {
  const problems = await Promise.all(checks.map((check) => check()));
  return problems.find((problem) => problem !== undefined);
}
