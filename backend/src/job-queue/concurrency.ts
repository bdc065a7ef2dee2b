import { EMAIL_QUEUE } from './email-queue';
import { PROVISION_QUEUE } from '../plugins/esim-delivery/constants';

/**
 * Delivery is what a paying shopper waits for: a burst of orders (a sale, a tour group) is
 * provisioned and mailed side by side, not one after the other. Each job works on its own order,
 * so they do not contend; every other queue (search index) keeps one job at a time.
 */
const PARALLEL_QUEUES = new Set([PROVISION_QUEUE, EMAIL_QUEUE]);

export const jobConcurrency = (queueName: string): number => (PARALLEL_QUEUES.has(queueName) ? 4 : 1);
