import { LanguageCode, PaymentMethodHandler, type Injector, type PaymentState } from '@vendure/core';

import { CARD_GATEWAY, CARD_PAYMENT_METHOD_CODE } from './constants';
import type { CardGateway, GatewayPayment } from './gateway/card-gateway';
import { refundIdempotencyKey } from './idempotency-key';
import { paymentStateFor } from './payment-state-mapping';
import { verifiedDebitOf } from './verified-debits';
import { verifiedSettlementOf } from './verified-settlements';

/** What a payment keeps about its gateway side: no card data, no token. `public` is shown in the Shop API. */
function metadataOf(payment: GatewayPayment, extra: Record<string, string>) {
  return {
    gatewayStatus: payment.status,
    ...(payment.declineReason ? { declineReason: payment.declineReason } : {}),
    ...(payment.challenge ? { challengeId: payment.challenge.id } : {}),
    ...(payment.challenge?.url ? { challengeUrl: payment.challenge.url } : {}),
    // Evidence of the customer's country (checkout/country-evidence.ts), never shown to the shopper.
    ...(payment.cardCountry ? { cardCountry: payment.cardCountry } : {}),
    ...extra,
    public: { brand: payment.brand, last4: payment.last4 },
  };
}

function matchesOrder(payment: GatewayPayment, order: { code: string; currencyCode: string }, amount: number): boolean {
  return payment.orderCode === order.code && payment.currency === order.currencyCode && payment.amount === amount;
}

/**
 * The card method. It never believes a browser: a payment is recorded only from a gateway answer
 * the debit service obtained (see verified-debits.ts), and it is settled only when the gateway,
 * asked again here, says the money was taken. That holds for the dashboard's "settle" too.
 */
export function createCardPaymentHandler(): PaymentMethodHandler {
  let gateway: CardGateway | undefined;
  const gatewayOrThrow = (): CardGateway => {
    if (!gateway) throw new Error('The card payment handler was used before its gateway was injected');
    return gateway;
  };

  return new PaymentMethodHandler({
    code: CARD_PAYMENT_METHOD_CODE,
    description: [{ languageCode: LanguageCode.en, value: 'Card (3-D Secure) through the card gateway' }],
    args: {},
    init(injector: Injector) {
      gateway = injector.get<CardGateway>(CARD_GATEWAY);
    },

    createPayment(_ctx, order, amount, _args, metadata) {
      const debit = verifiedDebitOf(metadata);
      if (!debit) {
        return { amount, state: 'Error', errorMessage: 'Card payments are made with the debitCard mutation', metadata: {} };
      }
      const { payment } = debit;
      const extra = { idempotencyKey: debit.idempotencyKey, sessionId: debit.sessionId };
      if (!matchesOrder(payment, order, amount)) {
        return {
          amount,
          state: 'Error',
          transactionId: payment.id,
          errorMessage: 'The gateway payment does not match the order',
          metadata: metadataOf(payment, extra),
        };
      }
      const state = paymentStateFor(payment.status);
      if (state === 'Error') {
        return {
          amount,
          state,
          transactionId: payment.id,
          errorMessage: `The gateway answered ${payment.status}`,
          metadata: metadataOf(payment, extra),
        };
      }
      return {
        amount,
        state,
        transactionId: payment.id,
        ...(state === 'Declined' ? { errorMessage: payment.declineReason ?? 'declined' } : {}),
        metadata: metadataOf(payment, extra),
      };
    },

    async settlePayment(_ctx, order, payment) {
      if (!payment.transactionId) return { success: false, errorMessage: 'The payment has no gateway reference' };
      // Just verified by the shop (verified-settlements.ts), or asked now.
      const remote = verifiedSettlementOf(payment.transactionId) ?? (await gatewayOrThrow().getPayment(payment.transactionId));
      if (remote.status === 'succeeded' && matchesOrder(remote, order, payment.amount)) {
        return { success: true, metadata: { gatewayStatus: remote.status } };
      }
      // Not taken (yet): the payment keeps its state, or follows the gateway's refusal.
      const state = (remote.status === 'declined' ? 'Declined' : payment.state) as Exclude<PaymentState, 'Settled'>;
      return { success: false, state, errorMessage: `The card gateway reports the payment as ${remote.status}` };
    },

    // An open challenge simply expires at the provider (the sandbox's, Stripe's PaymentIntent): nothing was taken, so nothing to undo.
    cancelPayment() {
      return { success: true };
    },

    async createRefund(_ctx, input, amount, _order, payment) {
      if (!payment.transactionId) return { state: 'Failed', metadata: { error: 'The payment has no gateway reference' } };
      try {
        const refund = await gatewayOrThrow().refund(payment.transactionId, {
          amount,
          idempotencyKey: refundIdempotencyKey(payment.transactionId, amount, input.reason ?? ''),
        });
        return { state: 'Settled', transactionId: refund.id, metadata: { refundedAmount: refund.amount } };
      } catch (error) {
        return { state: 'Failed', metadata: { error: error instanceof Error ? error.message : String(error) } };
      }
    },
  });
}
