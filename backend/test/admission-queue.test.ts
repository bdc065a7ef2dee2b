import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AdmissionQueue, type Admission } from '../src/admission/admission-queue';
import {
  CONNECTIONS_PER_TASK,
  databasePoolSize,
  JOB_QUEUES,
  SERVER_REQUESTS_AT_ONCE,
  SPARE_CONNECTIONS,
  WORKER_JOBS_AT_ONCE,
} from '../src/admission/database-pool';
import { jobConcurrency } from '../src/job-queue/concurrency';

function admitted(admission: Admission): () => void {
  if (!admission.admitted) throw new Error(`refused: ${admission.reason}`);
  return admission.release;
}

describe('the admission queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs `concurrency` requests at once; the next wait in arrival order and start as others finish', async () => {
    const queue = new AdmissionQueue({ concurrency: 2, maxWaiting: 10, maxWaitMs: 5_000 });
    const first = admitted(await queue.admit());
    const second = admitted(await queue.admit());
    const started: string[] = [];
    const third = queue.admit().then((admission) => (started.push('third'), admission));
    const fourth = queue.admit().then((admission) => (started.push('fourth'), admission));
    await Promise.resolve();
    expect([queue.runningCount, queue.waitingCount, started]).toEqual([2, 2, []]);
    first();
    admitted(await third);
    expect(started).toEqual(['third']);
    second();
    admitted(await fourth);
    expect(started).toEqual(['third', 'fourth']);
    expect(queue.waitingCount).toBe(0);
  });

  it('a release counts once, however often it is called (finish and close both call it)', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 5_000 });
    const release = admitted(await queue.admit());
    release();
    release();
    expect(queue.runningCount).toBe(0);
    admitted(await queue.admit());
    expect(queue.runningCount).toBe(1);
  });

  it('a request whose turn does not come within maxWaitMs is refused, with a Retry-After of at least 1 s', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 5_000 });
    admitted(await queue.admit());
    const waiting = queue.admit();
    vi.advanceTimersByTime(4_999);
    expect(queue.waitingCount).toBe(1);
    vi.advanceTimersByTime(1);
    const refused = await waiting;
    expect(refused).toMatchObject({ admitted: false, reason: 'waited-too-long' });
    if (!refused.admitted) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(queue.waitingCount).toBe(0);
  });

  it('past maxWaiting a request is refused at once (the queue is bounded)', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 5_000 });
    admitted(await queue.admit());
    void queue.admit();
    void queue.admit();
    expect(await queue.admit()).toMatchObject({ admitted: false, reason: 'queue-full' });
  });

  it('Retry-After grows with the work waiting, from 1 s up to 10 s', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxWaiting: 1_000, maxWaitMs: 60_000 });
    expect(queue.retryAfterSeconds()).toBe(1);
    admitted(await queue.admit());
    for (let index = 0; index < 50; index += 1) void queue.admit();
    // 51 requests of the initial 100 ms average on 1 slot: 5.1 s.
    expect(queue.retryAfterSeconds()).toBe(6);
    for (let index = 0; index < 500; index += 1) void queue.admit();
    expect(queue.retryAfterSeconds()).toBe(10);
  });
});

describe('the database pool of each process (issue 30)', () => {
  it('is twice the work the process runs at once, plus the spare connections', () => {
    expect(WORKER_JOBS_AT_ONCE).toBe(JOB_QUEUES.reduce((sum, queue) => sum + jobConcurrency(queue), 0));
    expect(databasePoolSize('server')).toBe(SERVER_REQUESTS_AT_ONCE * CONNECTIONS_PER_TASK + SPARE_CONNECTIONS);
    expect(databasePoolSize('worker')).toBe(WORKER_JOBS_AT_ONCE * CONNECTIONS_PER_TASK + SPARE_CONNECTIONS);
    expect(databasePoolSize('server+worker')).toBe(
      (SERVER_REQUESTS_AT_ONCE + WORKER_JOBS_AT_ONCE) * CONNECTIONS_PER_TASK + SPARE_CONNECTIONS,
    );
  });

  it("the cluster's two servers and worker stay under PostgreSQL's 100 connections (3 kept for superusers), with room for tools", () => {
    const cluster = 2 * databasePoolSize('server') + databasePoolSize('worker');
    expect(cluster).toBeLessThanOrEqual(100 - 3 - 10);
  });
});
