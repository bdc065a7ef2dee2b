import { DefaultJobQueuePlugin, PluginCommonModule, VendurePlugin, type VendureConfig } from '@vendure/core';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';

import { redisConnectionOptions } from '../redis/connection-options';
import { JOB_QUEUE_PREFIX } from '../redis/redis-names';
import { jobConcurrency } from './concurrency';
import { bullJobOptions } from './job-options';
import { carryJobOrigin } from './queued-by';
import { RecoveringSqlJobQueueStrategy } from './recovering-sql-job-queue-strategy';

const DAY_SECONDS = 24 * 60 * 60;
/**
 * Settled jobs stay in Redis for the dashboard's job list, bounded both ways so memory does not
 * grow with the shop's age (BullMQ's plugin keeps 5,000 of each for 30 days by default): the
 * newest 1,000 completed jobs of the last day, the newest 1,000 failed ones of the last 2 weeks.
 */
const KEEP_COMPLETED = { count: 1000, age: DAY_SECONDS };
const KEEP_FAILED = { count: 1000, age: 14 * DAY_SECONDS };
/**
 * A job whose worker died (killed, out of memory) keeps its lock until the lock expires, and is
 * run again by the next stalled-job check: with BullMQ's 30 s for each, an eSIM could wait a
 * minute. A running job renews its lock every 7.5 s, which the shop's jobs (none blocks the event
 * loop for seconds) always manage; a killed worker's jobs run again within 20 s.
 */
const LOCK_DURATION_MS = 15_000;
const STALLED_CHECK_INTERVAL_MS = 5_000;

/**
 * Replaces the strategy DefaultJobQueuePlugin has just set (plugins are configured in order) by
 * the same strategy taking up the jobs a dead process left running (stalled-jobs.ts); the plugin
 * itself stays for its table and its clean-up task.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    config.jobQueueOptions.jobQueueStrategy = new RecoveringSqlJobQueueStrategy({ concurrency: jobConcurrency });
    return config;
  },
  compatibility: '^3.0.0',
})
class StalledJobRecoveryPlugin {}

/**
 * After the queue plugin has set its strategy (plugins are configured in order): every job carries
 * the request id and trace of what queued it (queued-by.ts), whichever strategy runs it.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    carryJobOrigin(config.jobQueueOptions.jobQueueStrategy);
    return config;
  },
  compatibility: '^3.0.0',
})
class JobOriginPlugin {}

type ShopPlugin = NonNullable<VendureConfig['plugins']>[number];

/**
 * Without Redis the jobs wait in the database and are polled (Vendure's default, one process),
 * and a job a dead process left running is taken up again; with Redis they are pushed through
 * BullMQ, Vendure's production queue, to whichever process runs the workers, and BullMQ's stalled
 * check does the same. Either way the concurrency per queue and the retries each job asks for are
 * the same.
 */
export function jobQueuePlugins(redisUrl: string | undefined): ShopPlugin[] {
  if (redisUrl === undefined)
    return [DefaultJobQueuePlugin.init({ concurrency: jobConcurrency }), StalledJobRecoveryPlugin, JobOriginPlugin];
  return [
    BullMQJobQueuePlugin.init({
      // BullMQ's workers block on Redis and refuse a connection that gives up on a command
      connection: { ...redisConnectionOptions(redisUrl), maxRetriesPerRequest: null },
      queueOptions: { prefix: JOB_QUEUE_PREFIX },
      workerOptions: {
        prefix: JOB_QUEUE_PREFIX,
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
        lockDuration: LOCK_DURATION_MS,
        stalledInterval: STALLED_CHECK_INTERVAL_MS,
      },
      concurrency: jobConcurrency,
      // attempts stay the plugin's own: the retries the job was added with, plus the first try
      setJobOptions: bullJobOptions,
    }),
    JobOriginPlugin,
  ];
}
