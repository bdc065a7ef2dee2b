import { Job } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { bullJobOptions } from '../src/job-queue/job-options';

const job = (queueName: string, data: Record<string, string | number>) => new Job({ queueName, data });

describe('BullMQ job options', () => {
  it('retry every job 1 s after a failure', () => {
    expect(bullJobOptions('provision-esims', job('provision-esims', { orderId: 1 }))).toEqual({ backoff: { type: 'fixed', delay: 1000 } });
  });

  it('deduplicate an email’s job by its content, so the same email is queued once', () => {
    const first = bullJobOptions('send-email', job('send-email', { recipient: 'a@example.com', subject: 'Your eSIM' }));
    const again = bullJobOptions('send-email', job('send-email', { recipient: 'a@example.com', subject: 'Your eSIM' }));
    const other = bullJobOptions('send-email', job('send-email', { recipient: 'b@example.com', subject: 'Your eSIM' }));
    expect(first.deduplication?.id).toMatch(/^email-[0-9a-f]{64}$/);
    expect(again.deduplication).toEqual(first.deduplication);
    expect(other.deduplication?.id).not.toBe(first.deduplication?.id);
  });
});
