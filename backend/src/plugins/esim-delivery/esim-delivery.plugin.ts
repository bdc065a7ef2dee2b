import type { OnApplicationBootstrap } from '@nestjs/common';
import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { apiExtensions } from './api/api-extensions';
import { EsimProfileResolver, OrderEsimsResolver } from './api/order-esims.resolver';
import { ClaimStorePlugin } from '../claim-store/claim-store.plugin';
import { DELIVERY_SETTINGS, LOGGER_CTX, type EsimDeliveryOptions } from './constants';
import { readDeliverySettings, type DeliverySettings } from './delivery-settings';
import { orderCustomFields } from './custom-fields';
import { EsimProfile } from './entities/esim-profile.entity';
import { EsimDeliveryService } from './esim-delivery.service';
import { ESIM_PROVIDER } from './esim-provider';
import { EsimStoreService } from './esim-store.service';
import { OrderRefundService } from './order-refund.service';
import { resendLostEmailsTask } from './resend-lost-emails-task';
import { SandboxEsimProvider } from './sandbox-esim-provider';
import { shopperLanguageProcess } from './shopper-language-process';

/**
 * eSIM delivery (docs/architecture.md "An eSIM delivery"): on payment settled a job asks the provider for
 * a profile per item, stores them on the order (`EsimProfile`, `Order.esims` in both APIs) and
 * emails them in the shopper's language; if the provider cannot supply them the order is
 * cancelled and refunded and the shopper is told. The emails' handlers are registered with the
 * EmailPlugin in config.ts (email/esim-email-handlers.ts); a scheduled sweep sends again the
 * emails a killed process lost (resend-lost-emails-task.ts).
 */
@VendurePlugin({
  imports: [PluginCommonModule, ClaimStorePlugin],
  entities: [EsimProfile],
  providers: [
    {
      provide: ESIM_PROVIDER,
      useFactory: () =>
        EsimDeliveryPlugin.options.provider ??
        new SandboxEsimProvider({ failingSkus: EsimDeliveryPlugin.options.sandboxFailingSkus ?? [] }),
    },
    { provide: DELIVERY_SETTINGS, useFactory: () => EsimDeliveryPlugin.settings },
    EsimStoreService,
    OrderRefundService,
    EsimDeliveryService,
  ],
  configuration: (config) => {
    config.customFields.Order = [...(config.customFields.Order ?? []), ...orderCustomFields];
    config.orderOptions.process = [...(config.orderOptions.process ?? []), shopperLanguageProcess];
    config.schedulerOptions.tasks = [
      ...(config.schedulerOptions.tasks ?? []),
      resendLostEmailsTask(EsimDeliveryPlugin.settings.emailSweepSchedule),
    ];
    return config;
  },
  shopApiExtensions: { schema: apiExtensions, resolvers: [OrderEsimsResolver, EsimProfileResolver] },
  adminApiExtensions: { schema: apiExtensions, resolvers: [OrderEsimsResolver, EsimProfileResolver] },
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
