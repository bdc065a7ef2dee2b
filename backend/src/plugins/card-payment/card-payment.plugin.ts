import type { OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { translationsProvider } from '../../text/translations';
import { shopApiExtensions } from './api/api-extensions';
import { CardPaymentResolver } from './api/card-payment.resolver';
import { ApplePayService } from './apple-pay.service';
import { CardDebitService } from './card-debit.service';
import { CardFinishService } from './card-finish.service';
import { CardOrderSteps } from './card-order-steps';
import { createCardPaymentHandler } from './card-payment-handler';
import { cardPaymentTranslations } from './card-payment-messages';
import { readCardPaymentSettings, type CardPaymentSettings } from './card-payment-settings';
import { challengePaymentProcess } from './challenge-payment-process';
import { DebitSettlement } from './debit-settlement.service';
import { DeclineGuard } from './decline-guard.service';
import { appWideLocator } from '../../seed/seed-context';
import { addScheduledTask } from '../../startup/scheduled-tasks';
import { ClaimStorePlugin } from '../claim-store/claim-store.plugin';
import { RateLimitPlugin } from '../rate-limit/rate-limit.plugin';
import { SecurityLogPlugin } from '../security-log/security-log.plugin';
import { ensurePaymentMethod } from '../payments/ensure-payment-method';
import { CARD_GATEWAY, CARD_PAYMENT_METHOD_CODE, CARD_PAYMENT_SETTINGS } from './constants';
import { SandboxCardGateway } from './gateway/sandbox-card-gateway';
import { OperationClaims } from './operation-claims';
import { CardDebitReconciler } from './reconciliation/card-debit-reconciler.service';
import { UnresolvedDebits } from './unresolved-debits';

const CARD_METHOD_NAMES = {
  en: 'Card',
  fr: 'Carte bancaire',
  es: 'Tarjeta',
  it: 'Carta',
  de: 'Karte',
  nl: 'Kaart',
  ja: 'カード',
  zh_Hant: '信用卡',
};

/**
 * Card payment with 3-D Secure (spec §4, docs/architecture.md "A card payment"): the card gateway port with
 * the sandbox acquirer behind it, the card PaymentMethod and its handler, and the Shop API's
 * cardPaymentConfig, debitCard and finishCardPayment, and the scheduled reconciliation of debits
 * whose answer was lost (reconciliation/), and the limits on declines against card testing
 * (decline-limits.ts, counted by the RateLimitPlugin, alerts through the SecurityLogPlugin). Settings come from the environment
 * (card-payment-settings.ts). Other plugins (eSIM delivery's refunds) inject CARD_GATEWAY.
 */
@VendurePlugin({
  imports: [PluginCommonModule, ClaimStorePlugin, RateLimitPlugin, SecurityLogPlugin],
  providers: [
    translationsProvider(cardPaymentTranslations),
    { provide: CARD_PAYMENT_SETTINGS, useFactory: () => CardPaymentPlugin.settings },
    {
      provide: CARD_GATEWAY,
      useFactory: () => {
        const { gatewayUrl, secretKey, timeoutMs } = CardPaymentPlugin.settings;
        return new SandboxCardGateway({ baseUrl: gatewayUrl, secretKey, timeoutMs });
      },
    },
    OperationClaims,
    UnresolvedDebits,
    CardOrderSteps,
    DebitSettlement,
    DeclineGuard,
    CardDebitService,
    CardDebitReconciler,
    CardFinishService,
    ApplePayService,
  ],
  exports: [CARD_GATEWAY],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [CardPaymentResolver] },
  configuration: (config) => {
    config.paymentOptions.paymentMethodHandlers.push(createCardPaymentHandler());
    config.paymentOptions.process = [...(config.paymentOptions.process ?? []), challengePaymentProcess];
    // A shopper who gave up after a timeout or a 502 is not charged for an order left unpaid.
    return addScheduledTask(config, {
      id: 'card-reconcile-lost-debits',
      description: 'Records (or refunds) the card debits whose gateway answer was lost, and frees the carts they took nothing for',
      schedule: CardPaymentPlugin.settings.reconcileSchedule,
      run: (injector, ctx) => injector.get(CardDebitReconciler).reconcileDue(ctx),
    });
  },
  compatibility: '^3.0.0',
})
export class CardPaymentPlugin implements OnApplicationBootstrap {
  static settings: CardPaymentSettings;

  /** Reads the CARD_GATEWAY_* variables (card-payment-settings.ts). */
  static init(env: NodeJS.ProcessEnv = process.env): typeof CardPaymentPlugin {
    CardPaymentPlugin.settings = readCardPaymentSettings(env);
    return CardPaymentPlugin;
  }

  constructor(private readonly moduleRef: ModuleRef) {}

  async onApplicationBootstrap(): Promise<void> {
    const method = await ensurePaymentMethod(appWideLocator(this.moduleRef), CARD_PAYMENT_METHOD_CODE, CARD_METHOD_NAMES);
    const { gatewayUrl, publicUrl } = CardPaymentPlugin.settings;
    Logger.info(`Card payment method ${method}; gateway ${gatewayUrl} (browsers: ${publicUrl})`, 'CardPayment');
  }
}
