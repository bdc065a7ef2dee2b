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
import { rawWebhookBody } from '../../api-hardening/raw-webhook-body';
import { EsimAlerts } from './alerts/esim-alerts.service';
import { orderCustomFields, variantCustomFields } from './custom-fields';
import { EsimProfile } from './entities/esim-profile.entity';
import { EsimSupplierOrder } from './entities/esim-supplier-order.entity';
import { EsimDelayStore } from './esim-delay-store.service';
import { EsimDeliveryService } from './esim-delivery.service';
import { ESIM_SUPPLIER } from './esim-supplier';
import { EsimStoreService } from './esim-store.service';
import { EsimUsageLinks } from './esim-usage-links.service';
import { EsimUsageService } from './esim-usage.service';
import { OrderRefundService } from './order-refund.service';
import { SandboxEsimSupplier } from './sandbox-esim-supplier';
import { SandboxTestControlController } from './sandbox-test-control.controller';
import { SandboxUsageOverrides } from './sandbox-usage-overrides';
import { esimStaffApiExtensions, esimStaffResolvers } from './staff/esim-staff-api';
import { EsimStaffService } from './staff/esim-staff.service';
import { shopperLanguageProcess } from './shopper-language-process';
import { SUPPLIER_WEBHOOK_MAX_BYTES, SUPPLIER_WEBHOOK_PATH, SupplierWebhookController } from './webhook/supplier-webhook.controller';

/**
 * eSIM delivery (docs/architecture.md "An eSIM delivery"): on payment settled a job asks the supplier for
 * a profile per item, stores them on the order (`EsimProfile`, `Order.esims` in both APIs) and
 * emails them in the shopper's language; if the supplier cannot supply them the order is
 * cancelled and refunded and the shopper is told. The emails' handlers are registered with the
 * EmailPlugin in config.ts (email/esim-email-handlers.ts); a scheduled sweep sends again the
 * emails a killed process lost (EsimDeliveryService.requeueLostEmails). Each delivered eSIM's usage (installed,
 * data and days left) comes from the supplier through esim-usage.service.ts; a guest reads it
 * through a signed link (esim-usage-link.ts), a customer in "My eSIMs" (issue 19).
 */
@VendurePlugin({
  imports: [PluginCommonModule, ClaimStorePlugin, RateLimitPlugin],
  entities: [EsimProfile, EsimSupplierOrder],
  controllers: [SandboxTestControlController, SupplierWebhookController],
  providers: [
    { provide: SANDBOX_USAGE_OVERRIDES, useFactory: (cache: CacheService) => new SandboxUsageOverrides(cache), inject: [CacheService] },
    {
      provide: ESIM_SUPPLIER,
      useFactory: (overrides: SandboxUsageOverrides) =>
        EsimDeliveryPlugin.options.supplier ??
        new SandboxEsimSupplier({ failingSkus: EsimDeliveryPlugin.options.sandboxFailingSkus ?? [], overrides }),
      inject: [SANDBOX_USAGE_OVERRIDES],
    },
    { provide: DELIVERY_SETTINGS, useFactory: () => EsimDeliveryPlugin.settings },
    { provide: ESIM_DELIVERY_OPTIONS, useFactory: () => EsimDeliveryPlugin.options },
    EsimStoreService,
    EsimDelayStore,
    EsimAlerts,
    OrderRefundService,
    EsimDeliveryService,
    EsimUsageService,
    EsimUsageLinks,
    EsimStaffService,
  ],
  exports: [ESIM_SUPPLIER],
  configuration: (config) => {
    config.customFields.Order = [...(config.customFields.Order ?? []), ...orderCustomFields];
    config.customFields.ProductVariant = [...(config.customFields.ProductVariant ?? []), ...variantCustomFields];
    config.orderOptions.process = [...(config.orderOptions.process ?? []), shopperLanguageProcess];
    // Airalo signs the webhook's exact bytes: read before any JSON parser, on that route only.
    config.apiOptions.middleware = [
      { route: SUPPLIER_WEBHOOK_PATH, handler: rawWebhookBody(SUPPLIER_WEBHOOK_MAX_BYTES), beforeListen: true },
      ...(config.apiOptions.middleware ?? []),
    ];
    addScheduledTask(config, {
      id: 'esim-retry-waiting-deliveries',
      description: 'Queues again the eSIM deliveries waiting for the supplier whose next attempt is due, and alerts the owner',
      schedule: EsimDeliveryPlugin.settings.retrySweepSchedule,
      run: (injector, ctx) => injector.get(EsimDeliveryService).retryWaitingDeliveries(ctx),
    });
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
  adminApiExtensions: {
    schema: gql`
      ${apiExtensions}
      ${esimStaffApiExtensions}
    `,
    resolvers: [OrderEsimsResolver, EsimProfileResolver, EsimStatusResolver, ...esimStaffResolvers],
  },
  // Staff see and act on an order's eSIMs on its page (dashboard/, staff/esim-staff-api.ts).
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class EsimDeliveryPlugin implements OnApplicationBootstrap {
  static options: EsimDeliveryOptions = {};
  static settings: DeliverySettings = readDeliverySettings({});

  onApplicationBootstrap(): void {
    const { supplier, sandboxFailingSkus = [] } = EsimDeliveryPlugin.options;
    const refusing = sandboxFailingSkus.length > 0 ? `, refusing ${sandboxFailingSkus.join(', ')}` : '';
    Logger.info(`eSIM supplier: ${supplier ? supplier.name : `sandbox (test profiles only${refusing})`}`, LOGGER_CTX);
  }

  /** `options` from config.ts; the ESIM_EMAIL_* variables read here (delivery-settings.ts). */
  static init(options: EsimDeliveryOptions, env: NodeJS.ProcessEnv = process.env): typeof EsimDeliveryPlugin {
    EsimDeliveryPlugin.options = options;
    EsimDeliveryPlugin.settings = readDeliverySettings(env);
    return EsimDeliveryPlugin;
  }
}
