import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { ClaimRecord } from './claim-record.entity';
import { ClaimStore } from './claim-store.service';
import { cleanExpiredClaimsTask } from './clean-claims-task';

/**
 * The backend's one claim store (claim-store.service.ts), table `claim`, and its hourly clean-up
 * task. The card payment, wallet payment and content plugins import this one and inject ClaimStore.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [ClaimRecord],
  providers: [ClaimStore],
  exports: [ClaimStore],
  configuration: (config) => {
    config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), cleanExpiredClaimsTask];
    return config;
  },
  compatibility: '^3.0.0',
})
export class ClaimStorePlugin {}
