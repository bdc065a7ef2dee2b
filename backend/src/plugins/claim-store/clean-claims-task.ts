import { ScheduledTask } from '@vendure/core';

import { ClaimStore } from './claim-store.service';

export const CLEAN_CLAIMS_TASK_ID = 'clean-expired-claims';

/**
 * Vendure's scheduler (DefaultSchedulerPlugin: one instance runs it) deletes the expired claims
 * every hour. Reads already ignore an expired claim; the task keeps the table the size of what
 * still lasts (a blog view's claim lasts as long as its session).
 */
export const cleanExpiredClaimsTask = new ScheduledTask({
  id: CLEAN_CLAIMS_TASK_ID,
  description: 'Deletes the expired claims of the claim store (locks, once-only marks, blog views)',
  schedule: (cron) => cron.everyHour(),
  execute: async ({ injector }) => ({ deletedClaims: await injector.get(ClaimStore).cleanup() }),
});
