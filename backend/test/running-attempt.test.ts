import { Job } from '@vendure/core';
// The two strategies the shop runs on; neither package's index exports them, and constructing
// them connects to nothing.
import { SqlJobQueueStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy';
import { BullMQJobQueueStrategy } from '@vendure/job-queue-plugin/package/bullmq/bullmq-job-queue-strategy';
import { describe, expect, it } from 'vitest';

import { isFinalAttempt } from '../src/job-queue/running-attempt';

/** A job added with 2 retries (3 attempts), as its process function sees it. */
const jobSeenWith = (attempts: number) => new Job({ queueName: 'provision-esims', data: {}, retries: 2, attempts });

describe('isFinalAttempt', () => {
  it("counts the running attempt in job.attempts with DefaultJobQueuePlugin's strategy (1, 2, 3)", () => {
    const polling = new SqlJobQueueStrategy();
    expect([1, 2, 3].map((attempts) => isFinalAttempt(jobSeenWith(attempts), polling))).toEqual([false, false, true]);
  });

  it("counts only the finished attempts with BullMQ's strategy (0, 1, 2)", () => {
    const bullmq = new BullMQJobQueueStrategy();
    expect([0, 1, 2].map((attempts) => isFinalAttempt(jobSeenWith(attempts), bullmq))).toEqual([false, false, true]);
  });
});
