import { Injectable } from '@nestjs/common';
import {
  CustomerService,
  isGraphQlErrorResult,
  OrderService,
  Payment,
  PaymentService,
  SessionService,
  TransactionalConnection,
  type ID,
  type PaymentMetadata,
  type RequestContext,
} from '@vendure/core';

import { OrderPaymentSteps } from '../order-payment-steps';
import type { DeclineReason } from './card-payment-messages';
import { AWAITING_CHALLENGE, CARD_PAYMENT_METHOD_CODE } from './constants';

/** The card's own payment moves, besides every method's (OrderPaymentSteps), each inside the caller's transaction. */
@Injectable()
export class CardOrderSteps extends OrderPaymentSteps {
  constructor(
    private readonly connection: TransactionalConnection,
    orderService: OrderService,
    private readonly paymentService: PaymentService,
    sessionService: SessionService,
    customerService: CustomerService,
  ) {
    super(orderService, sessionService, customerService);
  }

  /** The newest payment of this method with the gateway reference, with what ownership checks need. */
  async findCardPayment(ctx: RequestContext, transactionRef: string): Promise<Payment | undefined> {
    const payment = await this.connection.getRepository(ctx, Payment).findOne({
      where: { transactionId: transactionRef, method: CARD_PAYMENT_METHOD_CODE },
      relations: { order: { channels: true, customer: { user: true } } },
      order: { id: 'DESC' },
    });
    return payment ?? undefined;
  }

  async reloadPayment(ctx: RequestContext, paymentId: ID): Promise<Payment> {
    return this.connection.getEntityOrThrow(ctx, Payment, paymentId, { relations: { order: true } });
  }

  /** A new debit replaces a challenge left open by an earlier one (abandoned tab, other card). */
  async cancelOpenChallenges(ctx: RequestContext, orderId: ID): Promise<void> {
    for (const payment of await this.orderService.getOrderPayments(ctx, orderId)) {
      if (payment.method === CARD_PAYMENT_METHOD_CODE && payment.state === AWAITING_CHALLENGE) {
        await this.paymentService.transitionToState(ctx, payment.id, 'Cancelled');
      }
    }
  }

  async decline(ctx: RequestContext, payment: Payment, reason: DeclineReason): Promise<void> {
    const result = await this.paymentService.transitionToState(ctx, payment.id, 'Declined');
    if (isGraphQlErrorResult(result)) throw new Error(`Payment ${String(payment.id)} could not be declined: ${result.message}`);
    const metadata: PaymentMetadata = { ...payment.metadata, declineReason: reason };
    await this.connection.getRepository(ctx, Payment).update(payment.id, { errorMessage: reason, metadata });
  }
}
