import type { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR, ModuleRef } from '@nestjs/core';
import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { appWideLocator } from '../../seed/seed-context';
import { addScheduledTask } from '../../startup/scheduled-tasks';
import { translationsProvider } from '../../text/translations';
import { ClaimStorePlugin } from '../claim-store/claim-store.plugin';
import { RateLimitPlugin } from '../rate-limit/rate-limit.plugin';
import { SecurityLogPlugin } from '../security-log/security-log.plugin';
import { shopApiExtensions as cardShopApiExtensions } from './card/api/api-extensions';
import { CardPaymentResolver } from './card/api/card-payment.resolver';
import { ApplePayService } from './card/apple-pay.service';
import { CardDebitService } from './card/card-debit.service';
import { CardFinishService } from './card/card-finish.service';
import { CardOrderSteps } from './card/card-order-steps';
import { createCardPaymentHandler } from './card/card-payment-handler';
import { cardPaymentTranslations } from './card/card-payment-messages';
import { readCardPaymentSettings, type CardPaymentSettings } from './card/card-payment-settings';
import { challengePaymentProcess } from './card/challenge-payment-process';
import { CARD_GATEWAY, CARD_PAYMENT_METHOD_CODE, CARD_PAYMENT_SETTINGS } from './card/constants';
import { DebitSettlement } from './card/debit-settlement.service';
import { DeclineGuard } from './card/decline-guard.service';
import { cardGatewayOf } from './card/gateway/card-gateways';
import { OperationClaims } from './card/operation-claims';
import { CardDebitReconciler } from './card/reconciliation/card-debit-reconciler.service';
import { UnresolvedDebits } from './card/unresolved-debits';
import { ensurePaymentMethod } from './ensure-payment-method';
import { OrderPaymentSteps } from './order-payment-steps';
import { RefundInputDefaultsInterceptor } from './refund-input-defaults.interceptor';
import { shopApiExtensions as walletShopApiExtensions } from './wallet/api/api-extensions';
import { WalletPaymentResolver } from './wallet/api/wallet-payment.resolver';
import { WALLET_GATEWAY, WALLET_PAYMENT_METHOD_CODE, WALLET_PAYMENT_SETTINGS } from './wallet/constants';
import { FinishLocks } from './wallet/finish-locks';
import { PayPalGateway } from './wallet/gateway/paypal-gateway';
import { pendingCaptureProcess } from './wallet/reconciliation/pending-capture-process';
import { WalletReconciliationService } from './wallet/reconciliation/wallet-reconciliation.service';
import { walletPaymentTranslations } from './wallet/wallet-payment-errors';
import { createWalletPaymentHandler } from './wallet/wallet-payment-handler';
import { readWalletPaymentSettings, type WalletPaymentSettings } from './wallet/wallet-payment-settings';
import { WalletPaymentService } from './wallet/wallet-payment.service';
import { WalletStore } from './wallet/wallet-store';
import { PayPalWebhookController, WEBHOOK_PATH } from './wallet/webhook/paypal-webhook.controller';
import { StripeWebhookController, STRIPE_WEBHOOK_PATH } from './card/webhook/stripe-webhook.controller';
import { CardProviderEvents } from './card/card-provider-events.service';
import { rawWebhookBody } from '../../api-hardening/raw-webhook-body';
import { WEBHOOK_MAX_BODY_BYTES } from './wallet/webhook/webhook-rules';

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

interface PaymentSettings {
  card: CardPaymentSettings;
  wallet: WalletPaymentSettings;
}

/**
 * Payment, two methods on what they share (this folder: the method's set-up, server-verified
 * metadata, the order's steps around a provider's answer):
 *
 * - card/, card payment with 3-D Secure (spec §4, docs/architecture.md "A card payment"): the card
 *   gateway port with the sandbox acquirer behind it, the card PaymentMethod and its handler, the
 *   Shop API's cardPaymentConfig, debitCard and finishCardPayment, Apple Pay through the same
 *   gateway, the scheduled reconciliation of debits whose answer was lost (reconciliation/), and
 *   the limits on declines against card testing (decline-limits.ts, counted by the
 *   RateLimitPlugin, alerts through the SecurityLogPlugin).
 * - wallet/, PayPal Orders v2 (issue 6, docs/architecture.md "A PayPal payment"): the wallet
 *   gateway port with PayPal's REST adapter behind it (the local simulator, PayPal's sandbox or
 *   live, by PAYPAL_BASE_URL), the PayPal PaymentMethod and its handler (refunds go through it),
 *   the Shop API's startWalletPayment and finishWalletPayment, PayPal's webhooks
 *   (POST /payments/paypal/webhook) and the reconciliation of captures PayPal leaves pending, on
 *   each event and on a schedule (reconciliation/).
 *
 * Settings come from the environment (card-payment-settings.ts, wallet-payment-settings.ts).
 */
@VendurePlugin({
  imports: [PluginCommonModule, ClaimStorePlugin, RateLimitPlugin, SecurityLogPlugin],
  providers: [
    translationsProvider(cardPaymentTranslations, walletPaymentTranslations),
    { provide: APP_INTERCEPTOR, useClass: RefundInputDefaultsInterceptor },
    OrderPaymentSteps,
    { provide: CARD_PAYMENT_SETTINGS, useFactory: () => PaymentPlugin.settings.card },
    {
      provide: CARD_GATEWAY,
      useFactory: () => cardGatewayOf(PaymentPlugin.settings.card, process.env['NODE_ENV'] === 'production'),
    },
    OperationClaims,
    UnresolvedDebits,
    CardOrderSteps,
    DebitSettlement,
    DeclineGuard,
    CardDebitService,
    CardDebitReconciler,
    CardFinishService,
    CardProviderEvents,
    ApplePayService,
    { provide: WALLET_PAYMENT_SETTINGS, useFactory: () => PaymentPlugin.settings.wallet },
    {
      provide: WALLET_GATEWAY,
      useFactory: () => {
        const { baseUrl, clientId, clientSecret, timeoutMs } = PaymentPlugin.settings.wallet;
        return new PayPalGateway({ baseUrl, clientId, clientSecret, timeoutMs });
      },
    },
    FinishLocks,
    WalletStore,
    WalletReconciliationService,
    WalletPaymentService,
  ],
  controllers: [PayPalWebhookController, StripeWebhookController],
  shopApiExtensions: {
    schema: gql`
      ${cardShopApiExtensions}
      ${walletShopApiExtensions}
    `,
    resolvers: [CardPaymentResolver, WalletPaymentResolver],
  },
  configuration: (config) => {
    const { card, wallet } = PaymentPlugin.settings;
    config.paymentOptions.paymentMethodHandlers.push(createCardPaymentHandler(), createWalletPaymentHandler());
    // A capture PayPal leaves PENDING is an Authorized payment; denied, it becomes Declined.
    config.paymentOptions.process = [...(config.paymentOptions.process ?? []), challengePaymentProcess, pendingCaptureProcess];
    // PayPal signs the webhook's exact bytes: read before any JSON parser (the APIs' own, mounted
    // with their body limit in apiOptions, comes earlier in the list), on that route only.
    config.apiOptions.middleware = [
      { route: WEBHOOK_PATH, handler: rawWebhookBody(WEBHOOK_MAX_BODY_BYTES), beforeListen: true },
      // Stripe signs the exact bytes as well (constructEvent).
      { route: STRIPE_WEBHOOK_PATH, handler: rawWebhookBody(WEBHOOK_MAX_BODY_BYTES), beforeListen: true },
      ...(config.apiOptions.middleware ?? []),
    ];
    // A shopper who gave up after a timeout or a 502 is not charged for an order left unpaid.
    addScheduledTask(config, {
      id: 'card-reconcile-lost-debits',
      description: 'Records (or refunds) the card debits whose gateway answer was lost, and frees the carts they took nothing for',
      schedule: card.reconcileSchedule,
      run: (injector, ctx) => injector.get(CardDebitReconciler).reconcileDue(ctx),
    });
    // A lost or never-sent webhook delays an outcome, it never loses it. The task only queues one
    // job per pending payment (the job queue's worker does the work).
    return addScheduledTask(config, {
      id: 'paypal-reconcile-pending-captures',
      description: 'Settles or cancels the orders whose PayPal capture is pending, with PayPal',
      schedule: wallet.reconcileSchedule,
      run: (injector, ctx) => injector.get(WalletReconciliationService).enqueuePending(ctx),
    });
  },
  compatibility: '^3.0.0',
})
export class PaymentPlugin implements OnApplicationBootstrap {
  static settings: PaymentSettings;

  /** Reads the CARD_* and PAYPAL_* variables (card-payment-settings.ts, wallet-payment-settings.ts). */
  static init(env: NodeJS.ProcessEnv = process.env): typeof PaymentPlugin {
    PaymentPlugin.settings = { card: readCardPaymentSettings(env), wallet: readWalletPaymentSettings(env) };
    return PaymentPlugin;
  }

  constructor(private readonly moduleRef: ModuleRef) {}

  async onApplicationBootstrap(): Promise<void> {
    const app = appWideLocator(this.moduleRef);
    const { card, wallet } = PaymentPlugin.settings;
    const cardMethod = await ensurePaymentMethod(app, CARD_PAYMENT_METHOD_CODE, CARD_METHOD_NAMES);
    const provider = card.stripe
      ? `Stripe ${card.stripe.apiUrl} (${card.stripe.secretKey.slice(0, 8)}…; Stripe.js ${card.stripe.jsUrl}; webhook ${STRIPE_WEBHOOK_PATH})`
      : `sandbox gateway ${card.gatewayUrl} (browsers: ${card.publicUrl})`;
    Logger.info(`Card payment method ${cardMethod}; ${provider}`, 'CardPayment');
    const walletMethod = await ensurePaymentMethod(app, WALLET_PAYMENT_METHOD_CODE, PAYPAL_METHOD_NAMES);
    Logger.info(
      `PayPal payment method ${walletMethod}; wallet ${wallet.baseUrl}; webhook ${wallet.webhookId ?? 'NOT CONFIGURED (set PAYPAL_WEBHOOK_ID)'}; pending captures reconciled on "${wallet.reconcileSchedule}"`,
      'WalletPayment',
    );
  }
}
