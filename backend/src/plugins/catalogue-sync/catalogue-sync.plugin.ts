import { Permission, PluginCommonModule, SettingsStoreScopes, VendurePlugin } from '@vendure/core';

import { addScheduledTask } from '../../startup/scheduled-tasks';
import { ClaimStorePlugin } from '../claim-store/claim-store.plugin';
import { EsimDeliveryPlugin } from '../esim-delivery/esim-delivery.plugin';
import { adminApiExtensions } from './api/api-extensions';
import { catalogueSyncResolvers } from './api/catalogue-sync.resolver';
import { CatalogueSyncService } from './catalogue-sync.service';
import {
  CATALOGUE_SYNC_OPTIONS,
  EXCHANGE_RATES_FIELD,
  PENDING_PREVIEW_FIELD,
  PRICING_RULES_FIELD,
  SETTINGS_NAMESPACE,
  type CatalogueSyncOptions,
} from './constants';
import { exchangeRatesSchema, parsePricingRules } from './pricing-rules';
import { readCatalogueSyncSettings } from './sync-settings';

/**
 * A catalogue that follows the supplier (issue 32, point 3): a scheduled sync
 * (CATALOGUE_SYNC_SCHEDULE) and the dashboard's Catalog › Catalogue sync page read the eSIM
 * supplier's packages (ESIM_SUPPLIER, from EsimDeliveryPlugin), match them to the shop's
 * destinations and plans, price them by staff's rules and today's rates (kept in Vendure's settings
 * store, per channel), and show a preview staff apply (catalogue-sync.service.ts). The rules, the
 * rates and the pending preview are written only through this plugin's Admin API (readonly in the
 * settings store's own API).
 */
@VendurePlugin({
  imports: [PluginCommonModule, ClaimStorePlugin, EsimDeliveryPlugin],
  providers: [{ provide: CATALOGUE_SYNC_OPTIONS, useFactory: () => CatalogueSyncPlugin.options }, CatalogueSyncService],
  exports: [CatalogueSyncService],
  adminApiExtensions: { schema: adminApiExtensions, resolvers: catalogueSyncResolvers },
  configuration: (config) => {
    const field = (name: string, validate?: (value: unknown) => string | undefined) => ({
      name,
      scope: SettingsStoreScopes.channel,
      readonly: true,
      requiresPermission: Permission.UpdateCatalog,
      ...(validate ? { validate: (value: unknown) => validate(value) } : {}),
    });
    config.settingsStoreFields = {
      ...config.settingsStoreFields,
      [SETTINGS_NAMESPACE]: [
        field(PRICING_RULES_FIELD, (value) => {
          const check = parsePricingRules(value);
          return check.ok ? undefined : check.problems.join('; ');
        }),
        field(EXCHANGE_RATES_FIELD, (value) => (exchangeRatesSchema.safeParse(value).success ? undefined : 'invalid exchange rates')),
        field(PENDING_PREVIEW_FIELD),
      ],
    };
    return addScheduledTask(config, {
      id: 'catalogue-sync',
      description: CatalogueSyncPlugin.options.autoApply
        ? "Syncs the catalogue with the eSIM supplier's packages and applies the changes"
        : "Previews a sync of the catalogue with the eSIM supplier's packages, for staff to apply",
      schedule: CatalogueSyncPlugin.options.schedule,
      run: (injector, ctx) => injector.get(CatalogueSyncService).runScheduled(ctx),
    });
  },
  // Catalog › Catalogue sync (dashboard/).
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class CatalogueSyncPlugin {
  static options: CatalogueSyncOptions = readCatalogueSyncSettings({});

  /** Reads CATALOGUE_SYNC_SCHEDULE, CATALOGUE_SYNC_AUTO_APPLY and CATALOGUE_SYNC_PUBLISH_NEW (sync-settings.ts). */
  static init(env: NodeJS.ProcessEnv = process.env, options: { seedDataDir?: string | undefined } = {}): typeof CatalogueSyncPlugin {
    CatalogueSyncPlugin.options = { ...readCatalogueSyncSettings(env), seedDataDir: options.seedDataDir };
    return CatalogueSyncPlugin;
  }
}
