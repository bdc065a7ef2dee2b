import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

import { Redis, type RedisOptions } from 'ioredis';

/** An orchestrator's probe waits a few seconds at most; a Redis slower than this is as good as down. */
const PING_TIMEOUT_MS = 1000;

export interface WorkerHealthChecks {
  /** The worker's Redis, pinged on a connection of the health server's own. */
  redis: RedisOptions;
  /** Whether every job queue of the worker has been started. */
  queuesRunning: () => boolean;
}

export interface WorkerHealthServer {
  origin: string;
  close: () => Promise<void>;
}

async function findProblem(probe: Redis, checks: WorkerHealthChecks): Promise<string | undefined> {
  if (!checks.queuesRunning()) return 'job queues not started';
  try {
    const answer = await Promise.race([probe.ping(), sleep(PING_TIMEOUT_MS, 'timeout')]);
    return answer === 'PONG' ? undefined : `Redis did not answer PING within ${PING_TIMEOUT_MS} ms`;
  } catch (error) {
    return `Redis unreachable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

/**
 * The worker's `GET /health`: 200 `{"status":"ok"}` while its queues run and Redis answers, 503
 * with the reason otherwise. Vendure's own `VendureWorker.startHealthCheckServer()` answers 200
 * for as long as the process lives, whatever Redis does, which would keep a worker that can no
 * longer take jobs looking healthy.
 */
export async function startWorkerHealthServer(host: string, port: number, checks: WorkerHealthChecks): Promise<WorkerHealthServer> {
  // Fails a PING at once while disconnected instead of queueing it until Redis is back.
  const probe = new Redis({ ...checks.redis, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  probe.on('error', () => {
    // reported by /health itself; the job queue's own connection logs its errors
  });
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://worker');
    if (request.method !== 'GET' || pathname !== '/health') {
      answer(response, 404, { status: 'not found' });
      return;
    }
    void findProblem(probe, checks).then((problem) =>
      problem === undefined ? answer(response, 200, { status: 'ok' }) : answer(response, 503, { status: 'error', reason: problem }),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    origin: `http://${host}:${port}`,
    close: async () => {
      server.close();
      server.closeAllConnections();
      probe.disconnect();
      await once(server, 'close');
    },
  };
}
