import { ScheduledTask } from '@vendure/core';

import { isStartupDone } from '../../../startup/readiness';

import { WalletReconciliationService } from './wallet-reconciliation.service';

/**
 * Vendure's scheduler (DefaultSchedulerPlugin) asks PayPal about every capture it left PENDING, on
 * PAYPAL_RECONCILE_SCHEDULE: a lost or never-sent webhook delays an outcome, it never loses it.
 * The task only queues one job per pending payment (the job queue's worker does the work).
 */
export function reconcilePendingCapturesTask(schedule: string) {
  return new ScheduledTask({
    id: 'paypal-reconcile-pending-captures',
    description: 'Settles or cancels the orders whose PayPal capture is pending, with PayPal',
    schedule,
    // Not while the process still writes its start-up data (startup/readiness.ts): the next tick does it.
    execute: async ({ injector, scheduledContext }) =>
      isStartupDone() ? injector.get(WalletReconciliationService).enqueuePending(scheduledContext) : { skipped: 'starting up' },
  });
}
