import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort, type StartedProcess } from '../../scripts/lib/processes.mjs';
import { startRedis } from '../../scripts/lib/redis.mjs';
import { startWorkerHealthServer, type WorkerHealthServer } from '../src/startup/worker-health';

/*
 * The worker's health check (issue 18) against Debian's Redis on a free loopback port: healthy only
 * while the job queues run and Redis answers PING; the reason otherwise.
 */

let dir: string;
let redis: StartedProcess | undefined;
let health: WorkerHealthServer;
let queuesRunning = true;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'worker-health-'));
  const port = await freePort();
  redis = await startRedis({ dir, port, log: false });
  health = await startWorkerHealthServer('127.0.0.1', await freePort(), {
    redis: { host: '127.0.0.1', port },
    queuesRunning: () => queuesRunning,
  });
}, 30_000);

afterAll(async () => {
  await health?.close();
  await redis?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function check(method = 'GET', route = '/health') {
  const response = await fetch(`${health.origin}${route}`, { method });
  return { status: response.status, body: (await response.json()) as { status: string; reason?: string } };
}

describe('the worker health check', () => {
  it('answers 200 while the queues run and Redis answers (once its probe has connected)', async () => {
    await expect.poll(() => check(), { timeout: 5_000, interval: 50 }).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 until the queues have started', async () => {
    queuesRunning = false;
    try {
      expect(await check()).toEqual({ status: 503, body: { status: 'error', reason: 'job queues not started' } });
    } finally {
      queuesRunning = true;
    }
  });

  it('answers only GET /health', async () => {
    expect((await check('GET', '/')).status).toBe(404);
    expect((await check('POST')).status).toBe(404);
  });

  it('answers 503 with the reason once Redis is gone', async () => {
    await redis?.stop();
    redis = undefined;
    const { status, body } = await check();
    expect(status).toBe(503);
    expect(body.reason).toMatch(/^Redis (unreachable|did not answer)/);
  });
});
