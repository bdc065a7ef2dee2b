import { createHash } from 'node:crypto';

import type { Job } from '@vendure/core';

import { EMAIL_QUEUE } from './email-queue';

/**
 * DefaultJobQueuePlugin retries a failed job 1 s later, every time; the shop's queues count on it
 * ("tried again, 1 s apart": eSIM provisioning, PayPal reconciliation). BullMQ's plugin would
 * double the wait each time instead (1 s, 2 s, … 8.5 min at the reconciliation's 10th retry).
 */
const RETRY_DELAY_MS = 1000;

/**
 * The BullMQ options of each job the shop adds. An email's job carries a deduplication id made of
 * its content: Redis restarting while an email was being added made ioredis send the add again once
 * reconnected (the first had arrived, its answer had not), so the same email was queued twice and
 * the worker sent both at once. BullMQ ignores an add whose deduplication id belongs to a job not
 * yet completed or failed; once it has, the same email may be queued again (the eSIM email sweep
 * sends one whose job failed). Other queues keep every add: a delivery job queued again must run.
 */
export function bullJobOptions(queueName: string, job: Job): { backoff: { type: 'fixed'; delay: number }; deduplication?: { id: string } } {
  const backoff = { type: 'fixed' as const, delay: RETRY_DELAY_MS };
  if (queueName !== EMAIL_QUEUE) return { backoff };
  return { backoff, deduplication: { id: `email-${createHash('sha256').update(JSON.stringify(job.data)).digest('hex')}` } };
}
