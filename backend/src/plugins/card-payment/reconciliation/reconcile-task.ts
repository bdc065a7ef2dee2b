import { ScheduledTask } from '@vendure/core';

import { isStartupDone } from '../../../startup/readiness';
import { CardDebitReconciler } from './card-debit-reconciler.service';

const CARD_RECONCILE_TASK_ID = 'card-reconcile-lost-debits';

/**
 * Vendure's scheduler (on the worker when there is one) settles the card debits whose answer was
 * lost, on CARD_RECONCILE_SCHEDULE: a shopper who gave up after a timeout or a 502 is not charged
 * for an order left unpaid. Small bounded work per tick (card-debit-reconciler.service.ts).
 */
export function reconcileLostDebitsTask(schedule: string) {
  return new ScheduledTask({
    id: CARD_RECONCILE_TASK_ID,
    description: 'Records (or refunds) the card debits whose gateway answer was lost, and frees the carts they took nothing for',
    schedule,
    // Not while the process still writes its start-up data (startup/readiness.ts): the next tick does it.
    execute: async ({ injector, scheduledContext }) =>
      isStartupDone() ? injector.get(CardDebitReconciler).reconcileDue(scheduledContext) : { skipped: 'starting up' },
  });
}
