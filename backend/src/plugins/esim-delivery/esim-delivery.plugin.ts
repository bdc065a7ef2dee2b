import type { OnApplicationBootstrap } from '@nestjs/common';
import { CacheService, Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { apiExtensions, shopApiExtensions } from './api/api-extensions';
import { EsimUsageResolver } from './api/esim-usage.resolver';
import { EsimProfileResolver, EsimStatusResolver, OrderEsimsResolver } from './api/order-esims.resolver';
import { addScheduledTask } from '../../startup/scheduled-tasks';
import { ClaimStorePlugin } from '../claim-store/claim-store.plugin';
import { RateLimitPlugin } from '../rate-limit/rate-limit.plugin';
import { DELIVERY_SETTINGS, ESIM_DELIVERY_OPTIONS, LOGGER_CTX, SANDBOX_USAGE_OVERRIDES, type EsimDeliveryOptions } from './constants';
import { readDeliverySettings, type DeliverySettings } from './delivery-settings';
import { orderCustomFields } from './custom-fields';
import { EsimProfile } from './entities/esim-profile.entity';
import { EsimDeliveryService } from './esim-delivery.service';
import { ESIM_PROVIDER } from './esim-provider';
import { EsimStoreService } from './esim-store.service';
import { EsimUsageLinks } from './esim-usage-links.service';
import { EsimUsageService } from './esim-usage.service';
import { OrderRefundService } from './order-refund.service';
import { SandboxEsimProvider } from './sandbox-esim-provider';
import { SandboxTestControlController } from './sandbox-test-control.controller';
import { SandboxUsageOverrides } from './sandbox-usage-overrides';
import { shopperLanguageProcess } from './shopper-language-process';

/**
 * eSIM delivery (docs/architecture.md "An eSIM delivery"): on payment settled a job asks the provider for
 * a profile per item, stores them on the order (`EsimProfile`, `Order.esims` in both APIs) and
 * emails them in the shopper's language; if the provider cannot supply them the order is
 * cancelled and refunded and the shopper is told. The emails' handlers are registered with the
 * EmailPlugin in config.ts (email/esim-email-handlers.ts); a scheduled sweep sends again the
 * emails a killed process lost (EsimDeliveryService.requeueLostEmails). Each delivered eSIM's usage (installed,
 * data and days left) comes from the provider through esim-usage.service.ts; a guest reads it
 * through a signed link (esim-usage-link.ts), a customer in "My eSIMs" (issue 19).
 */
@VendurePlugin({
  imports: [PluginCommonModule, ClaimStorePlugin, RateLimitPlugin],
  entities: [EsimProfile],
  controllers: [SandboxTestControlController],
  providers: [
    { provide: SANDBOX_USAGE_OVERRIDES, useFactory: (cache: CacheService) => new SandboxUsageOverrides(cache), inject: [CacheService] },
    {
      provide: ESIM_PROVIDER,
      useFactory: (overrides: SandboxUsageOverrides) =>
        EsimDeliveryPlugin.options.provider ??
        new SandboxEsimProvider({ failingSkus: EsimDeliveryPlugin.options.sandboxFailingSkus ?? [], overrides }),
      inject: [SANDBOX_USAGE_OVERRIDES],
    },
    { provide: DELIVERY_SETTINGS, useFactory: () => EsimDeliveryPlugin.settings },
    { provide: ESIM_DELIVERY_OPTIONS, useFactory: () => EsimDeliveryPlugin.options },
    EsimStoreService,
    OrderRefundService,
    EsimDeliveryService,
    EsimUsageService,
    EsimUsageLinks,
  ],
  configuration: (config) => {
    config.customFields.Order = [...(config.customFields.Order ?? []), ...orderCustomFields];
    config.orderOptions.process = [...(config.orderOptions.process ?? []), shopperLanguageProcess];
    return addScheduledTask(config, {
      id: 'esim-resend-lost-emails',
      description: 'Queues the eSIM delivery again of paid orders whose email was never sent',
      schedule: EsimDeliveryPlugin.settings.emailSweepSchedule,
      run: (injector, ctx) => injector.get(EsimDeliveryService).requeueLostEmails(ctx),
    });
  },
  shopApiExtensions: {
    schema: gql`
      ${apiExtensions}
      ${shopApiExtensions}
    `,
    resolvers: [OrderEsimsResolver, EsimProfileResolver, EsimStatusResolver, EsimUsageResolver],
  },
  adminApiExtensions: { schema: apiExtensions, resolvers: [OrderEsimsResolver, EsimProfileResolver, EsimStatusResolver] },
  compatibility: '^3.0.0',
})
export class EsimDeliveryPlugin implements OnApplicationBootstrap {
  static options: EsimDeliveryOptions = {};
  static settings: DeliverySettings = readDeliverySettings({});

  onApplicationBootstrap(): void {
    const { provider, sandboxFailingSkus = [] } = EsimDeliveryPlugin.options;
    const refusing = sandboxFailingSkus.length > 0 ? `, refusing ${sandboxFailingSkus.join(', ')}` : '';
    Logger.info(`eSIM provider: ${provider ? provider.constructor.name : `sandbox (test profiles only${refusing})`}`, LOGGER_CTX);
  }

  /** `options` from config.ts; the ESIM_EMAIL_* variables read here (delivery-settings.ts). */
  static init(options: EsimDeliveryOptions, env: NodeJS.ProcessEnv = process.env): typeof EsimDeliveryPlugin {
    EsimDeliveryPlugin.options = options;
    EsimDeliveryPlugin.settings = readDeliverySettings(env);
    return EsimDeliveryPlugin;
  }
}
