import type { Job } from '@vendure/core';

import { STALLED_DELIVERY_WORK_MS } from './constants';
import { orderOfNotice } from './email/notice-metadata';

/** The order a delivery job or an eSIM email in the queue is for. */
function queuedOrderOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { orderId, metadata } = data as { orderId?: unknown; metadata?: Readonly<Record<string, unknown>> };
  return typeof orderId === 'string' || typeof orderId === 'number' ? String(orderId) : orderOfNotice(metadata);
}

/**
 * The order whose delivery an unsettled job in the queue (a `provision-esims` job, an eSIM email)
 * still stands for, so that the lost-email sweep leaves that order to it; undefined for a job of
 * no order, or one that has not moved (its latest attempt started, or it was queued) for
 * STALLED_DELIVERY_WORK_MS. A job left running by a dead process is taken up again by the queue
 * itself (job-queue/stalled-jobs.ts, BullMQ's stalled check); this bound is for whatever would
 * still keep a job from moving, so that no stuck job keeps a paid order from its eSIMs for good.
 */
export function orderOfWaitingWork(job: Pick<Job, 'data' | 'createdAt' | 'startedAt'>, now: number): string | undefined {
  // A Date from both strategies; read through Date in case a store hands back its text.
  const lastMoved = new Date(job.startedAt ?? job.createdAt).getTime();
  if (now - lastMoved > STALLED_DELIVERY_WORK_MS) return undefined;
  return queuedOrderOf(job.data);
}
