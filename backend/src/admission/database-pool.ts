import type { BackendEnv } from '../env';
import { EMAIL_QUEUE } from '../job-queue/email-queue';
import { jobConcurrency } from '../job-queue/concurrency';
import { PASSWORD_RESET_QUEUE } from '../plugins/account/constants';
import { PROVISION_QUEUE } from '../plugins/esim-delivery/constants';

/**
 * How many connections to PostgreSQL each process keeps at most (issue 30), from the work it does
 * at once. A request or a job holds one connection for its transaction and may take a second for
 * a read outside it (Vendure reads some settings and relations without the request's context): a
 * pool of twice the work can never have every connection held by someone waiting for another.
 * SPARE_CONNECTIONS serve what runs beside the requests and jobs: scheduled tasks, event handlers
 * after a commit, health checks. backend/README.md "Database connections" lists the sums.
 */

/** API requests one server runs at once (the admission queue: admission.ts); the rest wait. */
export const SERVER_REQUESTS_AT_ONCE = 8;
export const CONNECTIONS_PER_TASK = 2;
export const SPARE_CONNECTIONS = 4;

/**
 * Every job queue the shop creates: Vendure's, its email plugin's and ours. A queue missing here
 * would run beside the counted ones without connections of its own.
 */
export const JOB_QUEUES: readonly string[] = [
  'apply-collection-filters',
  'update-search-index',
  'clean-sessions',
  EMAIL_QUEUE,
  PROVISION_QUEUE,
  PASSWORD_RESET_QUEUE,
  'paypal-reconcile',
];

/** Jobs one worker runs at once: each queue's concurrency (job-queue/concurrency.ts), summed. */
export const WORKER_JOBS_AT_ONCE = JOB_QUEUES.reduce((sum, queue) => sum + jobConcurrency(queue), 0);

/** The `max` of node-postgres's pool for a process of `role`. */
export function databasePoolSize(role: BackendEnv['role']): number {
  const requests = role === 'worker' ? 0 : SERVER_REQUESTS_AT_ONCE;
  const jobs = role === 'server' ? 0 : WORKER_JOBS_AT_ONCE;
  return (requests + jobs) * CONNECTIONS_PER_TASK + SPARE_CONNECTIONS;
}
