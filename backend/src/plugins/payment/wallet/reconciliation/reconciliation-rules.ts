import type { WalletCapture, WalletOrder, WalletRefund } from '../gateway/wallet-gateway';

/*
 * What the reconciliation does with one PayPal payment of the shop, from the payment as Vendure
 * holds it and PayPal's order read just now, never from a webhook's content: so events may come
 * late, twice or in any order, and the schedule alone reaches the same outcome. Pure; tested in
 * backend/test/paypal-reconciliation-rules.test.ts.
 *
 *   payment       PayPal's capture            → action
 *   Authorized    PENDING                     → wait (the order stays placed, nothing delivered)
 *   Authorized    COMPLETED, the order's total → settle (PaymentSettled: the eSIM is delivered, once)
 *   Authorized    COMPLETED, order Cancelled   → settleThenRefund (staff cancelled while PayPal was confirming)
 *   Authorized    DECLINED or FAILED           → decline (payment Declined, order cancelled, shopper emailed)
 *   Authorized    REFUNDED before it counted   → decline (PayPal took it and gave it back)
 *   Declined      any                         → decline again: each of its steps is done at most once
 *   Settled       refunds the shop never made  → recordRefunds (a Refund and a note for staff; nothing else)
 *   anything else                             → none
 */

/** The shop's payment, as Vendure holds it. */
export interface ShopWalletPayment {
  /** Vendure's payment state: Authorized (PayPal's capture PENDING), Settled, Declined… */
  state: string;
  amount: number;
  currencyCode: string;
  /** PayPal's capture id (the payment's transaction id). */
  captureId: string | undefined;
  /** PayPal refund ids the shop already knows: its own refunds and those recorded before. */
  knownRefundIds: ReadonlySet<string>;
}

export interface ShopOrder {
  code: string;
  state: string;
}

export type DeclineReason = 'declined' | 'refundedBeforeSettled';

export type Reconciliation =
  | { action: 'wait'; capture: WalletCapture }
  | { action: 'settle'; capture: WalletCapture }
  | { action: 'settleThenRefund'; capture: WalletCapture }
  | { action: 'decline'; reason: DeclineReason }
  | { action: 'recordRefunds'; refunds: WalletRefund[] }
  | { action: 'none' }
  /** PayPal's order does not match the payment: nothing is done, staff are told (a log line). */
  | { action: 'mismatch'; why: 'otherOrder' | 'noCapture' | 'amountMismatch' | 'currencyMismatch' };

/** The capture of the payment in PayPal's order: by its id, or the only one. */
function captureOf(payment: ShopWalletPayment, remote: WalletOrder): WalletCapture | undefined {
  if (payment.captureId) return remote.captures.find((capture) => capture.id === payment.captureId);
  return remote.captures.length === 1 ? remote.captures[0] : undefined;
}

export function reconciliationOf(payment: ShopWalletPayment, order: ShopOrder, remote: WalletOrder): Reconciliation {
  if (remote.orderCode !== order.code) return { action: 'mismatch', why: 'otherOrder' };
  if (payment.state === 'Declined') return { action: 'decline', reason: 'declined' };
  const capture = captureOf(payment, remote);
  if (!capture)
    return payment.state === 'Authorized' || payment.state === 'Settled' ? { action: 'mismatch', why: 'noCapture' } : { action: 'none' };

  if (payment.state === 'Authorized') {
    switch (capture.status) {
      case 'PENDING':
        return { action: 'wait', capture };
      case 'DECLINED':
      case 'FAILED':
        return { action: 'decline', reason: 'declined' };
      case 'REFUNDED':
      case 'PARTIALLY_REFUNDED':
        return { action: 'decline', reason: 'refundedBeforeSettled' };
      case 'COMPLETED':
        if (capture.currencyCode !== payment.currencyCode) return { action: 'mismatch', why: 'currencyMismatch' };
        if (capture.amount !== payment.amount) return { action: 'mismatch', why: 'amountMismatch' };
        return order.state === 'Cancelled' ? { action: 'settleThenRefund', capture } : { action: 'settle', capture };
    }
  }

  if (payment.state === 'Settled') {
    // PayPal lists the order's refunds together; with one capture per order they are all this capture's.
    const unknown = remote.refunds.filter((refund) => refund.status === 'COMPLETED' && !payment.knownRefundIds.has(refund.id));
    return unknown.length > 0 ? { action: 'recordRefunds', refunds: unknown } : { action: 'none' };
  }
  return { action: 'none' };
}
