import { PollingJobQueueStrategy, type Job, type JobQueueStrategy } from '@vendure/core';

/**
 * Whether a job's process function is running its last attempt. `job.attempts` means two things:
 * Vendure's polling strategies (DefaultJobQueuePlugin's) call `job.start()`, which counts the
 * running attempt in it (1 on the first try); the BullMQ strategy builds the job from BullMQ's
 * `attemptsMade`, which counts only the attempts already finished (0 on the first try).
 */
export function isFinalAttempt(job: Job, strategy: JobQueueStrategy): boolean {
  const runningAttempt = strategy instanceof PollingJobQueueStrategy ? job.attempts : job.attempts + 1;
  return runningAttempt > job.retries;
}
