import './disable-telemetry';
import './tracing/start-tracing';

import { bootstrapWorker, JobQueueService } from '@vendure/core';

import { buildVendureConfig } from './config';
import { DEVELOPMENT_SECRETS_FILE, readEnv } from './env';
import { redisConnectionOptions } from './redis/connection-options';
import { createDataDirectories } from './startup/data-directories';
import { withDevelopmentSecrets } from './startup/development-secrets';
import { migrate } from './startup/migrate';
import { exitAfterFailedStart, processLog, seconds } from './startup/process-log';
import { ShutdownCoordinator } from './startup/shutdown';
import { startWorkerHealthServer } from './startup/worker-health';

const log = processLog('worker');

/**
 * The worker process (BACKEND_ROLE=worker, the default of this entry): runs the jobs the servers
 * (BACKEND_ROLE=server) queue in Redis, and the scheduled tasks; answers no API. Takes the same
 * environment as the servers (database, mailbox, SMTP, storefront origin for the emails' links).
 * Prints `WORKER_READY <health origin>` once it takes jobs.
 */
async function main(): Promise<void> {
  const env = readEnv(withDevelopmentSecrets(process.env, DEVELOPMENT_SECRETS_FILE), { entry: 'worker' });
  const shutdown = new ShutdownCoordinator(log, 'the worker');
  // env.ts refuses the worker role without REDIS_URL; this only narrows the type
  if (env.redisUrl === undefined) throw new Error('REDIS_URL is required by the worker');
  createDataDirectories(env);

  const config = buildVendureConfig(env);
  await migrate(config, log);
  shutdown.beforeBootstrap();
  const worker = await bootstrapWorker(config);
  await worker.startJobQueue();
  const jobQueues = worker.app.get(JobQueueService);
  const health = await startWorkerHealthServer(env.host, env.workerHealthPort, {
    redis: redisConnectionOptions(env.redisUrl),
    queuesRunning: () => jobQueues.started && jobQueues.getJobQueues().every((queue) => queue.running),
    metricsToken: env.metricsToken,
  });
  shutdown.appReady(worker.app, health.close);
  const queues = jobQueues.getJobQueues().map((queue) => queue.name);
  log(`Taking jobs of ${queues.length} queues (${queues.join(', ')})`);
  log(`Health: ${health.origin}/health`);
  log(`Ready ${seconds(process.uptime() * 1000)} after process start`);
  console.log(`WORKER_READY ${health.origin}`);
}

main().catch((error: unknown) => exitAfterFailedStart('worker', error));
