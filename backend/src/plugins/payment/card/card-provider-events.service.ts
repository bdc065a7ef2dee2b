import { Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import { HistoryService, Logger, Refund, TransactionalConnection, type RequestContext } from '@vendure/core';

import { shopMetrics } from '../../metrics/shop-metrics';
import { SecurityLog } from '../../security-log/security-log.service';
import { CardFinishService } from './card-finish.service';
import { CardOrderSteps } from './card-order-steps';

const LOG_CONTEXT = 'CardProviderEvents';
/** A dispute alerts staff once, whatever the provider's retries of its event. */
const DISPUTE_ALERT_MEMORY_MS = 90 * 24 * 60 * 60 * 1000;

/** A cardholder's dispute as the provider reports it. */
export interface ProviderDispute {
  id: string;
  amount: number;
  currency: string;
  reason: string;
}

/**
 * What a card provider's webhook tells the shop, provider-neutral (Stripe's controller, and any next
 * adapter's, call these). The provider's word on a payment is read again from the provider by the
 * finish; a refund or a dispute made outside the shop is written into the order's history for staff.
 */
@Injectable()
export class CardProviderEvents {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly steps: CardOrderSteps,
    private readonly finishes: CardFinishService,
    private readonly history: HistoryService,
    private readonly securityLog: SecurityLog,
  ) {}

  /**
   * A payment succeeded or failed at the provider: a payment still awaiting its challenge takes the
   * provider's verdict now (the shopper may have closed the tab). Answers what became of it, or
   * `unknown` for a payment the shop never recorded (a debit whose answer was lost: the
   * reconciliation finds it by its idempotency key).
   */
  async paymentChanged(ctx: RequestContext, transactionRef: string): Promise<'succeeded' | 'declined' | 'unknown'> {
    const answer = await this.finishes.finishOnProviderEvent(ctx, transactionRef);
    return answer?.status ?? 'unknown';
  }

  /**
   * The provider has refunded `refundedTotal` of a payment in all. More than the shop's own refunds
   * means a refund made in the provider's dashboard: noted on the order, since the shop's books
   * (and its eSIM) do not know of it.
   */
  async refunded(ctx: RequestContext, transactionRef: string, refundedTotal: number, currency: string): Promise<void> {
    const payment = await this.steps.findCardPayment(ctx, transactionRef);
    if (!payment) return;
    const refunds = await this.connection.getRepository(ctx, Refund).find({ where: { paymentId: payment.id, state: 'Settled' } });
    const recorded = refunds.reduce((sum, refund) => sum + refund.total, 0);
    if (refundedTotal <= recorded) return;
    const outside = refundedTotal - recorded;
    Logger.warn(`Order ${payment.order.code}: ${outside} ${currency} refunded at the card provider, outside the shop`, LOG_CONTEXT);
    await this.note(
      ctx,
      payment.order.id,
      `Card provider: ${formatMinor(outside, currency)} refunded outside the shop (in the provider’s dashboard); the order and its eSIM are unchanged.`,
    );
  }

  /** A cardholder disputed a payment: noted on the order, counted, and staff alerted once per dispute. */
  async disputeOpened(ctx: RequestContext, transactionRef: string, dispute: ProviderDispute): Promise<void> {
    const payment = await this.steps.findCardPayment(ctx, transactionRef);
    const orderCode = payment?.order.code ?? `(payment ${transactionRef})`;
    const raised = await this.securityLog.alertOnce(
      ctx,
      {
        kind: 'card-dispute',
        orderCode,
        amount: dispute.amount,
        currency: dispute.currency,
        reason: dispute.reason,
        disputeId: dispute.id,
      },
      DISPUTE_ALERT_MEMORY_MS,
      `Order ${orderCode}: card payment disputed (${dispute.reason}, ${formatMinor(dispute.amount, dispute.currency)}, case ${dispute.id})`,
      dispute.id,
    );
    if (!raised) return;
    shopMetrics.cardDisputes.inc();
    if (payment) {
      await this.note(
        ctx,
        payment.order.id,
        `Card provider: the cardholder disputed ${formatMinor(dispute.amount, dispute.currency)} (reason: ${dispute.reason}; case ${dispute.id}). Answer it in the provider’s dashboard before its deadline.`,
      );
    }
  }

  private async note(ctx: RequestContext, orderId: string | number, note: string): Promise<void> {
    await this.history.createHistoryEntryForOrder({ ctx, orderId, type: HistoryEntryType.ORDER_NOTE, data: { note } }, false);
  }
}

function formatMinor(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
