import { Inject, Injectable } from '@nestjs/common';
import { ActiveOrderService, Logger, type RequestContext } from '@vendure/core';

import { PaymentReadinessService } from '../../checkout/payment-readiness.service';
import { shopperError } from './attempt-failures';
import type { CardDebitAnswer } from './card-answers';
import { CardDebitService } from './card-debit.service';
import { applePayValidationFailed, noActiveOrder } from './card-payment-errors';
import { declineMessageKey } from './card-payment-messages';
import type { CardPaymentSettings } from './card-payment-settings';
import { CARD_GATEWAY, CARD_PAYMENT_SETTINGS } from './constants';
import { CardGatewayRequestError, type BrowserInfo, type CardGateway } from './gateway/card-gateway';

export interface ApplePayInput {
  /** The token of Apple Pay's `onpaymentauthorized` event, as the browser received it. */
  paymentToken: unknown;
  browser: BrowserInfo;
}

const LOG_CONTEXT = 'ApplePay';

/**
 * Apple Pay through the card gateway (issue 6): the gateway validates the merchant (it holds the
 * Apple Pay merchant identity) and turns the sheet's payment token into a card token; the ordinary
 * card debit then charges it, with every guarantee it has (one debit per order, the order's own
 * total, verified server to server). Apple has already authenticated the buyer on the device, so
 * the gateway asks for no 3-D Secure challenge.
 */
@Injectable()
export class ApplePayService {
  constructor(
    private readonly activeOrderService: ActiveOrderService,
    private readonly debits: CardDebitService,
    private readonly checkout: PaymentReadinessService,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway,
    @Inject(CARD_PAYMENT_SETTINGS) private readonly settings: CardPaymentSettings,
  ) {}

  async merchantSession(ctx: RequestContext, validationUrl: string): Promise<Record<string, unknown>> {
    // Only a shopper with a cart to pay opens a payment sheet: the gateway is not a free validation service.
    if (!ctx.session || !(await this.activeOrderService.getActiveOrder(ctx, undefined))) throw noActiveOrder();
    // A provider whose own script runs Apple Pay (Stripe) validates the merchant itself: the shop has no session to give.
    if (!this.gateway.createApplePaySession) throw applePayValidationFailed();
    try {
      return await this.gateway.createApplePaySession({
        validationUrl,
        domain: new URL(this.settings.storefrontOrigin).hostname,
        displayName: this.settings.applePayDisplayName,
      });
    } catch (error) {
      if (!(error instanceof CardGatewayRequestError)) throw shopperError(error);
      Logger.warn(`Apple Pay merchant validation refused: ${error.code} ${error.message}`, LOG_CONTEXT);
      throw applePayValidationFailed();
    }
  }

  async pay(ctx: RequestContext, input: ApplePayInput): Promise<CardDebitAnswer> {
    await this.checkout.assertOrderReadyForPayment(ctx, await this.activeOrderService.getActiveOrder(ctx, undefined));
    let token: string;
    try {
      if (!this.gateway.exchangeApplePayToken)
        throw new CardGatewayRequestError(400, 'apple_pay_not_offered', 'The card provider takes Apple Pay in its own script');
      token = (await this.gateway.exchangeApplePayToken(input.paymentToken)).token;
    } catch (error) {
      if (!(error instanceof CardGatewayRequestError)) throw shopperError(error);
      // A forged, edited, expired or replayed token: nothing was charged; the sheet is closed as failed.
      Logger.verbose(`Apple Pay token refused: ${error.code}`, LOG_CONTEXT);
      return {
        status: 'declined',
        orderCode: null,
        transactionRef: null,
        challengeUrl: null,
        message: ctx.translate(declineMessageKey('invalid_token')),
        declineCode: 'invalid_token',
      };
    }
    return this.debits.debit(ctx, { token, browser: input.browser });
  }
}
