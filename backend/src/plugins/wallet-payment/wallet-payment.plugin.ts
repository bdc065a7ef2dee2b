import type { OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { translationsProvider } from '../../text/translations';
import { appWideLocator } from '../../seed/seed-context';
import { addScheduledTask } from '../../startup/scheduled-tasks';
import { ClaimStorePlugin } from '../claim-store/claim-store.plugin';
import { ensurePaymentMethod } from '../payments/ensure-payment-method';
import { OrderPaymentSteps } from '../payments/order-payment-steps';
import { shopApiExtensions } from './api/api-extensions';
import { WalletPaymentResolver } from './api/wallet-payment.resolver';
import { WALLET_GATEWAY, WALLET_PAYMENT_METHOD_CODE, WALLET_PAYMENT_SETTINGS } from './constants';
import { FinishLocks } from './finish-locks';
import { PayPalGateway } from './gateway/paypal-gateway';
import { pendingCaptureProcess } from './reconciliation/pending-capture-process';
import { WalletReconciliationService } from './reconciliation/wallet-reconciliation.service';
import { PayPalWebhookController, WEBHOOK_PATH } from './webhook/paypal-webhook.controller';
import { rawWebhookBody } from './webhook/raw-webhook-body';
import { WalletStore } from './wallet-store';
import { walletPaymentTranslations } from './wallet-payment-errors';
import { createWalletPaymentHandler } from './wallet-payment-handler';
import { WalletPaymentService } from './wallet-payment.service';
import { readWalletPaymentSettings, type WalletPaymentSettings } from './wallet-payment-settings';

const PAYPAL_METHOD_NAMES = {
  en: 'PayPal',
  fr: 'PayPal',
  es: 'PayPal',
  it: 'PayPal',
  de: 'PayPal',
  nl: 'PayPal',
  ja: 'PayPal',
  zh_Hant: 'PayPal',
};

/**
 * Wallet payment with PayPal Orders v2 (issue 6, docs/architecture.md "A PayPal payment"): the wallet gateway
 * port with PayPal's REST adapter behind it (the local simulator, PayPal's sandbox or live, by
 * PAYPAL_BASE_URL), the PayPal PaymentMethod and its handler (refunds go through it), and the
 * Shop API's startWalletPayment and finishWalletPayment. Issue 15: PayPal's webhooks
 * (POST /payments/paypal/webhook) and the reconciliation of captures PayPal leaves pending, on
 * each event and on a schedule (reconciliation/).
 */
@VendurePlugin({
  imports: [PluginCommonModule, ClaimStorePlugin],
  providers: [
    translationsProvider(walletPaymentTranslations),
    { provide: WALLET_PAYMENT_SETTINGS, useFactory: () => WalletPaymentPlugin.settings },
    {
      provide: WALLET_GATEWAY,
      useFactory: () => {
        const { baseUrl, clientId, clientSecret, timeoutMs } = WalletPaymentPlugin.settings;
        return new PayPalGateway({ baseUrl, clientId, clientSecret, timeoutMs });
      },
    },
    OrderPaymentSteps,
    FinishLocks,
    WalletStore,
    WalletReconciliationService,
    WalletPaymentService,
  ],
  exports: [WALLET_GATEWAY],
  controllers: [PayPalWebhookController],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [WalletPaymentResolver] },
  configuration: (config) => {
    config.paymentOptions.paymentMethodHandlers.push(createWalletPaymentHandler());
    // A capture PayPal leaves PENDING is an Authorized payment; denied, it becomes Declined.
    config.paymentOptions.process = [...(config.paymentOptions.process ?? []), pendingCaptureProcess];
    // PayPal signs the webhook's exact bytes: read before any JSON parser (the APIs' own, mounted
    // with their body limit in apiOptions, comes earlier in the list), on that route only.
    config.apiOptions.middleware = [
      { route: WEBHOOK_PATH, handler: rawWebhookBody, beforeListen: true },
      ...(config.apiOptions.middleware ?? []),
    ];
    // A lost or never-sent webhook delays an outcome, it never loses it. The task only queues one
    // job per pending payment (the job queue's worker does the work).
    return addScheduledTask(config, {
      id: 'paypal-reconcile-pending-captures',
      description: 'Settles or cancels the orders whose PayPal capture is pending, with PayPal',
      schedule: WalletPaymentPlugin.settings.reconcileSchedule,
      run: (injector, ctx) => injector.get(WalletReconciliationService).enqueuePending(ctx),
    });
  },
  compatibility: '^3.0.0',
})
export class WalletPaymentPlugin implements OnApplicationBootstrap {
  static settings: WalletPaymentSettings;

  /** Reads the PAYPAL_* variables (wallet-payment-settings.ts). */
  static init(env: NodeJS.ProcessEnv = process.env): typeof WalletPaymentPlugin {
    WalletPaymentPlugin.settings = readWalletPaymentSettings(env);
    return WalletPaymentPlugin;
  }

  constructor(private readonly moduleRef: ModuleRef) {}

  async onApplicationBootstrap(): Promise<void> {
    const method = await ensurePaymentMethod(appWideLocator(this.moduleRef), WALLET_PAYMENT_METHOD_CODE, PAYPAL_METHOD_NAMES);
    const { baseUrl, webhookId, reconcileSchedule } = WalletPaymentPlugin.settings;
    Logger.info(
      `PayPal payment method ${method}; wallet ${baseUrl}; webhook ${webhookId ?? 'NOT CONFIGURED (set PAYPAL_WEBHOOK_ID)'}; pending captures reconciled on "${reconcileSchedule}"`,
      'WalletPayment',
    );
  }
}
