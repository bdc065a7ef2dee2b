import { ScheduledTask } from '@vendure/core';

import { isStartupDone } from '../../startup/readiness';
import { EsimDeliveryService } from './esim-delivery.service';

/**
 * Vendure's scheduler (one instance runs it: the worker, when there is one) queues the delivery
 * again of every paid order whose eSIM email was lost (EsimDeliveryService.requeueLostEmails), on
 * ESIM_EMAIL_SWEEP_SCHEDULE.
 */
export function resendLostEmailsTask(schedule: string) {
  return new ScheduledTask({
    id: 'esim-resend-lost-emails',
    description: 'Queues the eSIM delivery again of paid orders whose email was never sent',
    schedule,
    // Not while the process still writes its start-up data (startup/readiness.ts): the next tick does it.
    execute: async ({ injector, scheduledContext }) =>
      isStartupDone() ? injector.get(EsimDeliveryService).requeueLostEmails(scheduledContext) : { skipped: 'starting up' },
  });
}
