import { LanguageCode, PaymentMethodHandler, type Injector } from '@vendure/core';

import { PAYING_SESSION_METADATA_KEY } from '../order-access/order-access-rule';
import { WALLET_GATEWAY, WALLET_PAYMENT_METHOD_CODE } from './constants';
import { WalletGatewayError, type WalletGateway } from './gateway/wallet-gateway';
import { verifiedCaptureOf, type VerifiedCapture } from './verified-captures';
import { refundRequestIdOf, verifyCapture } from './wallet-order-rules';

/** What a payment keeps about its wallet side. `public` is shown in the Shop API (the payer's wallet email is not). */
function metadataOf(verified: VerifiedCapture) {
  return {
    walletOrderId: verified.walletOrderId,
    captureId: verified.capture.id,
    captureRequestId: verified.requestId,
    ...(verified.payer ? { payerId: verified.payer.payerId } : {}),
    ...(verified.sessionId ? { [PAYING_SESSION_METADATA_KEY]: verified.sessionId } : {}),
    public: { wallet: 'PayPal' },
  };
}

/**
 * The PayPal method. It never believes a browser: a payment is recorded only from a capture the
 * finish step obtained from PayPal and checked (verified-captures.ts), and the dashboard's "settle"
 * asks PayPal again. The payment's transaction id is the capture's id, which refunds need.
 */
export function createWalletPaymentHandler(): PaymentMethodHandler {
  let gateway: WalletGateway | undefined;
  const gatewayOrThrow = (): WalletGateway => {
    if (!gateway) throw new Error('The wallet payment handler was used before its gateway was injected');
    return gateway;
  };

  return new PaymentMethodHandler({
    code: WALLET_PAYMENT_METHOD_CODE,
    description: [{ languageCode: LanguageCode.en, value: 'PayPal (Orders v2) through the wallet gateway' }],
    args: {},
    init(injector: Injector) {
      gateway = injector.get<WalletGateway>(WALLET_GATEWAY);
    },

    createPayment(_ctx, order, amount, _args, metadata) {
      const verified = verifiedCaptureOf(metadata);
      if (!verified) {
        return { amount, state: 'Error', errorMessage: 'PayPal payments are made with the finishWalletPayment mutation', metadata: {} };
      }
      const { capture } = verified;
      const matches = capture.status === 'COMPLETED' && capture.currencyCode === order.currencyCode && capture.amount === amount;
      if (!matches) {
        return { amount, state: 'Error', transactionId: capture.id, errorMessage: 'The PayPal capture does not match the order', metadata: metadataOf(verified) };
      }
      return { amount, state: 'Settled', transactionId: capture.id, metadata: metadataOf(verified) };
    },

    async settlePayment(_ctx, order, payment) {
      const walletOrderId = typeof payment.metadata['walletOrderId'] === 'string' ? payment.metadata['walletOrderId'] : undefined;
      if (!walletOrderId) return { success: false, errorMessage: 'The payment has no PayPal order' };
      const remote = await gatewayOrThrow().getOrder(walletOrderId);
      const check = verifyCapture(remote, { orderCode: order.code, currencyCode: order.currencyCode, total: payment.amount });
      if (check.ok) return { success: true, metadata: { captureId: check.capture.id } };
      return { success: false, errorMessage: `PayPal does not show the payment taken (${check.reason})` };
    },

    // Nothing is ever left authorised: intent CAPTURE takes the money in the same step.
    cancelPayment() {
      return { success: true };
    },

    async createRefund(_ctx, input, amount, order, payment) {
      if (!payment.transactionId) return { state: 'Failed', metadata: { error: 'The payment has no PayPal capture' } };
      try {
        const refund = await gatewayOrThrow().refundCapture(payment.transactionId, {
          amount,
          currencyCode: order.currencyCode,
          requestId: refundRequestIdOf(payment.transactionId, amount, input.reason ?? ''),
          ...(input.reason ? { note: input.reason } : {}),
        });
        if (refund.status === 'COMPLETED') return { state: 'Settled', transactionId: refund.id, metadata: { refundedAmount: refund.amount } };
        if (refund.status === 'PENDING') return { state: 'Pending', transactionId: refund.id, metadata: { refundedAmount: refund.amount } };
        return { state: 'Failed', transactionId: refund.id, metadata: { error: `PayPal answered the refund ${refund.status}` } };
      } catch (error) {
        const detail = error instanceof WalletGatewayError ? `${error.kind}${error.issue ? ` ${error.issue}` : ''}: ${error.message}` : String(error);
        return { state: 'Failed', metadata: { error: detail } };
      }
    },
  });
}
