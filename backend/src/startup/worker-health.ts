import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';

import type { RedisOptions } from 'ioredis';

import { metricsAllowed } from '../plugins/metrics/metrics-access';
import { metricsRegistry } from '../plugins/metrics/shop-metrics';
import { firstProblem, processCheck, redisCheck } from './readiness-checks';

export interface WorkerHealthChecks {
  /** The worker's Redis, pinged on a connection of the health server's own. */
  redis: RedisOptions;
  /** Whether every job queue of the worker has been started. */
  queuesRunning: () => boolean;
  /** METRICS_TOKEN (plugins/metrics/metrics-access.ts): who may read this worker's `GET /metrics`. */
  metricsToken?: string;
}

export interface WorkerHealthServer {
  origin: string;
  close: () => Promise<void>;
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

/**
 * The worker's `GET /health`: 200 `{"status":"ok"}` while its queues run and Redis answers, 503
 * with the reason otherwise; and its `GET /metrics` (the deliveries and scheduled tasks run here). Vendure's own `VendureWorker.startHealthCheckServer()` answers 200
 * for as long as the process lives, whatever Redis does, which would keep a worker that can no
 * longer take jobs looking healthy.
 */
export async function startWorkerHealthServer(host: string, port: number, checks: WorkerHealthChecks): Promise<WorkerHealthServer> {
  const redis = redisCheck(checks.redis);
  const readiness = [processCheck(checks.queuesRunning, 'job queues not started'), redis.check];
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://worker');
    const caller = {
      authorization: request.headers.authorization,
      forwarded: request.headers['x-forwarded-for'] !== undefined,
      remoteAddress: request.socket.remoteAddress,
    };
    if (request.method === 'GET' && pathname === '/metrics' && metricsAllowed(caller, checks.metricsToken)) {
      void metricsRegistry
        .metrics()
        .then((text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(text));
      return;
    }
    if (request.method !== 'GET' || pathname !== '/health') {
      answer(response, 404, { status: 'not found' });
      return;
    }
    void firstProblem(readiness).then((problem) =>
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
      redis.close();
      await once(server, 'close');
    },
  };
}
