import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { ClaimRecord } from './claim-record.entity';
import { ClaimStore } from './claim-store.service';
import { addScheduledTask } from '../../startup/scheduled-tasks';

export const CLEAN_CLAIMS_TASK_ID = 'clean-expired-claims';

/**
 * The backend's one claim store (claim-store.service.ts), table `claim`, and its hourly clean-up
 * task. The card payment, wallet payment and content plugins import this one and inject ClaimStore.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [ClaimRecord],
  providers: [ClaimStore],
  exports: [ClaimStore],
  // Reads already ignore an expired claim; the task keeps the table the size of what still lasts
  // (a blog view's claim lasts as long as its session).
  configuration: (config) =>
    addScheduledTask(config, {
      id: CLEAN_CLAIMS_TASK_ID,
      description: 'Deletes the expired claims of the claim store (locks, once-only marks, blog views)',
      schedule: (cron) => cron.everyHour(),
      run: async (injector) => ({ deletedClaims: await injector.get(ClaimStore).cleanup() }),
    }),
  compatibility: '^3.0.0',
})
export class ClaimStorePlugin {}
