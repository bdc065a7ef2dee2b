/*
 * The images' HEALTHCHECK (Dockerfile): exits 0 when this container serves. A server
 * (BACKEND_ROLE=server) is asked its readiness, `/ready` (database, Redis, job queue); the worker
 * its `/health` on WORKER_HEALTH_PORT (its queues run and Redis answers). One second at most.
 */
const role = process.env['BACKEND_ROLE'] ?? 'server';
const url =
  role === 'worker'
    ? `http://127.0.0.1:${process.env['WORKER_HEALTH_PORT'] ?? ''}/health`
    : `http://127.0.0.1:${process.env['BACKEND_PORT'] ?? '3000'}/ready`;

fetch(url, { signal: AbortSignal.timeout(1000) }).then(
  (answer) => process.exit(answer.ok ? 0 : 1),
  () => process.exit(1),
);
