import { JobState } from '@vendure/common/lib/generated-types';
import { Logger, TransactionalConnection, type Injector, type Job, type JobData } from '@vendure/core';
import { SqlJobQueueStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy';

import { HEARTBEAT_MS, StalledJobs } from './stalled-jobs';

const LOGGER_CTX = 'JobQueue';

/**
 * DefaultJobQueuePlugin's strategy (jobs in the database, polled), plus what BullMQ does with
 * Redis and Vendure's strategy does not: a job left RUNNING by a process that died is taken up
 * again (stalled-jobs.ts). The process that works a queue tracks the jobs it took, marks them
 * alive every HEARTBEAT_MS until they settle, and on the same beat puts back the running jobs of
 * others that nobody marks any more. Nothing runs in a process that works no queue.
 */
export class RecoveringSqlJobQueueStrategy extends SqlJobQueueStrategy {
  /** Ids of the jobs this process took and has not yet seen settle. */
  private readonly own = new Set<string>();
  private stalledJobs: StalledJobs | undefined;
  private timer: NodeJS.Timeout | undefined;
  private beating = false;

  override init(injector: Injector): void {
    this.stalledJobs = new StalledJobs(injector.get(TransactionalConnection).rawConnection);
    super.init(injector);
  }

  override destroy(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stalledJobs = undefined;
    super.destroy();
  }

  override async start<Data extends JobData<Data> = object>(
    queueName: string,
    process: (job: Job<Data>) => Promise<unknown>,
  ): Promise<void> {
    await super.start(queueName, process);
    // Before init, Vendure's strategy only notes the queue, and init starts it again.
    if (!this.hasInitialized || this.timer) return;
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.timer.unref();
    void this.beat();
  }

  override async next(queueName: string): Promise<Job | undefined> {
    const job = await super.next(queueName);
    if (job?.id !== null && job?.id !== undefined) this.own.add(String(job.id));
    return job;
  }

  override async update(job: Job): Promise<void> {
    try {
      await super.update(job);
    } catch (error) {
      // Unrecorded: another process may take the job up once it looks stalled, rather than it
      // being kept alive by this one without ever running (Vendure drops a job whose first update fails).
      this.forget(job);
      throw error;
    }
    if (job.state !== JobState.RUNNING) this.forget(job);
  }

  private forget(job: Job): void {
    if (job.id !== null) this.own.delete(String(job.id));
  }

  private async beat(): Promise<void> {
    const stalledJobs = this.stalledJobs;
    if (!stalledJobs || this.beating) return;
    this.beating = true;
    try {
      await stalledJobs.heartbeat([...this.own]);
      for (const job of await stalledJobs.recover(this.own)) {
        const what =
          job.fate.state === 'RETRYING'
            ? `to be retried (attempt ${job.attempts + 1} of ${job.fate.retries + 1})`
            : 'failed: no attempt left';
        Logger.warn(`Job ${job.id} [${job.queueName}] was left running by a process that stopped: ${what}`, LOGGER_CTX);
      }
    } catch (error) {
      // The next beat tries again; a missed heartbeat or two is far from the stalled bound.
      Logger.warn(`Could not mark running jobs alive or recover stalled ones: ${String(error)}`, LOGGER_CTX);
    } finally {
      this.beating = false;
    }
  }
}
