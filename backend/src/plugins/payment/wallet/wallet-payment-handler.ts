import { LanguageCode, Logger, PaymentMethodHandler, type Injector } from '@vendure/core';

import { PAYING_SESSION_METADATA_KEY, PLACED_WHILE_PENDING_METADATA_KEY } from '../../order-access/order-access-rule';
import { WALLET_GATEWAY, WALLET_PAYMENT_METHOD_CODE } from './constants';
import { WalletGatewayError, type WalletGateway } from './gateway/wallet-gateway';
import { verifiedCaptureOf, type VerifiedCapture } from './verified-captures';
import { refundRequestIdOf, verifyCapture } from './wallet-order-rules';
import { WalletStore } from './wallet-store';

/** What a payment keeps about its wallet side. `public` is shown in the Shop API (the payer's wallet email is not). */
function metadataOf(verified: VerifiedCapture) {
  return {
    walletOrderId: verified.walletOrderId,
    captureId: verified.capture.id,
    captureRequestId: verified.requestId,
    ...(verified.payer ? { payerId: verified.payer.payerId } : {}),
    ...(verified.sessionId ? { [PAYING_SESSION_METADATA_KEY]: verified.sessionId } : {}),
    ...(verified.capture.status === 'PENDING' ? { [PLACED_WHILE_PENDING_METADATA_KEY]: true } : {}),
    public: { wallet: 'PayPal' },
  };
}

/**
 * The PayPal method. It never believes a browser: a payment is recorded only from a capture the
 * finish step obtained from PayPal and checked (verified-captures.ts), and the dashboard's "settle"
 * asks PayPal again. The payment's transaction id is the capture's id, which refunds need. A
 * capture PayPal left PENDING is recorded Authorized: the reconciliation (webhooks, the schedule)
 * settles it through settlePayment once PayPal shows it COMPLETED, or declines it.
 */
export function createWalletPaymentHandler(): PaymentMethodHandler {
  let gateway: WalletGateway | undefined;
  let store: Pick<WalletStore, 'rememberShopRefund'> | undefined;
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
      store = injector.get(WalletStore);
    },

    createPayment(_ctx, order, amount, _args, metadata) {
      const verified = verifiedCaptureOf(metadata);
      if (!verified) {
        return { amount, state: 'Error', errorMessage: 'PayPal payments are made with the finishWalletPayment mutation', metadata: {} };
      }
      const { capture } = verified;
      const taken = capture.status === 'COMPLETED' || capture.status === 'PENDING';
      const matches = taken && capture.currencyCode === String(order.currencyCode) && capture.amount === amount;
      if (!matches) {
        return {
          amount,
          state: 'Error',
          transactionId: capture.id,
          errorMessage: 'The PayPal capture does not match the order',
          metadata: metadataOf(verified),
        };
      }
      // PENDING: PayPal holds the money until it completes or denies it; the order is placed and waits.
      return {
        amount,
        state: capture.status === 'PENDING' ? 'Authorized' : 'Settled',
        transactionId: capture.id,
        metadata: metadataOf(verified),
      };
    },

    async settlePayment(_ctx, order, payment) {
      const walletOrderId = typeof payment.metadata['walletOrderId'] === 'string' ? payment.metadata['walletOrderId'] : undefined;
      if (!walletOrderId) return { success: false, errorMessage: 'The payment has no PayPal order' };
      const remote = await gatewayOrThrow().getOrder(walletOrderId);
      const check = verifyCapture(remote, { orderCode: order.code, currencyCode: order.currencyCode, total: payment.amount });
      if (check.ok) return { success: true, metadata: { captureId: check.capture.id } };
      return { success: false, errorMessage: `PayPal does not show the payment taken (${check.reason})` };
    },

    /**
     * Intent CAPTURE leaves nothing authorised to void, except a capture PayPal holds PENDING,
     * which the merchant cannot stop: cancelling it here would leave money taken for a cancelled
     * payment. So an Authorized payment is cancelled only once PayPal shows its capture denied.
     */
    async cancelPayment(_ctx, order, payment) {
      if (payment.state !== 'Authorized') return { success: true };
      const walletOrderId = typeof payment.metadata['walletOrderId'] === 'string' ? payment.metadata['walletOrderId'] : undefined;
      if (!walletOrderId) return { success: true };
      const remote = await gatewayOrThrow().getOrder(walletOrderId);
      const capture = remote.captures.find((candidate) => candidate.id === payment.transactionId) ?? remote.captures[0];
      if (capture?.status === 'PENDING') {
        return {
          success: false,
          errorMessage:
            'PayPal is still confirming this payment and it cannot be stopped: the shop settles or cancels the order as soon as PayPal decides',
        };
      }
      if (capture?.status === 'COMPLETED') {
        return { success: false, errorMessage: `PayPal completed this payment of order ${order.code}: settle it, then refund it` };
      }
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
        // Marked before Vendure records it, so PayPal's PAYMENT.CAPTURE.REFUNDED for it records nothing more.
        // The money moved whatever happens to the mark: its failure must not report the refund failed.
        await store
          ?.rememberShopRefund(refund.id)
          .catch((error: unknown) => Logger.warn(`PayPal refund ${refund.id} not marked as the shop's: ${String(error)}`, 'WalletPayment'));
        if (refund.status === 'COMPLETED')
          return { state: 'Settled', transactionId: refund.id, metadata: { refundedAmount: refund.amount } };
        if (refund.status === 'PENDING') return { state: 'Pending', transactionId: refund.id, metadata: { refundedAmount: refund.amount } };
        return { state: 'Failed', transactionId: refund.id, metadata: { error: `PayPal answered the refund ${refund.status}` } };
      } catch (error) {
        const detail =
          error instanceof WalletGatewayError ? `${error.kind}${error.issue ? ` ${error.issue}` : ''}: ${error.message}` : String(error);
        return { state: 'Failed', metadata: { error: detail } };
      }
    },
  });
}
