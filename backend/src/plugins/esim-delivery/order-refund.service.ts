import { Injectable } from '@nestjs/common';
import { isGraphQlErrorResult, Logger, OrderService, Refund, type ID, type Payment, type RequestContext } from '@vendure/core';

import { LOGGER_CTX } from './constants';
import type { RefundSummary } from './delivery-workflow';

const REASON = 'eSIM supplier could not supply the eSIM';

function liveRefunds(payment: Payment): Refund[] {
  return payment.refunds.filter((refund) => refund.state !== 'Failed');
}

/**
 * Cancels an order and refunds every settled payment in full, through Vendure's standard path:
 * `refundOrder` calls the payment method handler's `createRefund`, so a card payment is refunded
 * at its gateway. A payment without a handler (a manual payment) gets a pending refund that staff
 * settle in the dashboard. Safe to repeat: a cancelled order stays cancelled and only the amount
 * not yet refunded is refunded.
 */
@Injectable()
export class OrderRefundService {
  constructor(private readonly orderService: OrderService) {}

  async cancelAndRefund(ctx: RequestContext, orderId: ID, orderCode: string): Promise<RefundSummary> {
    const order = await this.orderService.findOne(ctx, orderId, []);
    if (order && order.state !== 'Cancelled') {
      const cancelled = await this.orderService.cancelOrder(ctx, { orderId, reason: REASON, cancelShipping: true });
      if (isGraphQlErrorResult(cancelled)) throw new Error(`Order ${orderCode} could not be cancelled: ${cancelled.message}`);
    }
    const paid = (await this.orderService.getOrderPayments(ctx, orderId)).filter((payment) => payment.state === 'Settled');
    for (const payment of paid) {
      const refundable = payment.amount - liveRefunds(payment).reduce((sum, refund) => sum + refund.total, 0);
      if (refundable > 0) await this.refund(ctx, payment, refundable, orderCode);
    }
    const after = (await this.orderService.getOrderPayments(ctx, orderId)).filter((payment) => payment.state === 'Settled');
    const settled = after.every((payment) => {
      const done = liveRefunds(payment).filter((refund) => refund.state === 'Settled');
      return done.reduce((sum, refund) => sum + refund.total, 0) >= payment.amount;
    });
    Logger.info(`Order ${orderCode} cancelled (no eSIM); refund ${settled ? 'settled' : 'pending, for staff to settle'}`, LOGGER_CTX);
    return { amount: paid.reduce((sum, payment) => sum + payment.amount, 0), settled };
  }

  /** A failed refund is left to staff (the order is cancelled either way); the log says which. */
  private async refund(ctx: RequestContext, payment: Payment, amount: number, orderCode: string): Promise<void> {
    try {
      const result = await this.orderService.refundOrder(ctx, {
        paymentId: payment.id,
        amount,
        reason: REASON,
        // deprecated by `amount`, but their columns are still NOT NULL
        shipping: 0,
        adjustment: 0,
      });
      if (isGraphQlErrorResult(result)) throw new Error(result.message);
      // the handler answered but the gateway refused: Vendure keeps a Failed refund, staff retry it
      if (result.state === 'Failed') throw new Error('the gateway refused the refund');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      Logger.error(`Order ${orderCode}: refund of payment ${payment.id} failed (${reason}); staff must refund it`, LOGGER_CTX);
    }
  }
}
