import { Injectable } from '@nestjs/common';
import {
  CustomerService,
  isGraphQlErrorResult,
  Order,
  OrderService,
  Payment,
  PaymentService,
  SessionService,
  TransactionalConnection,
  type ID,
  type PaymentMetadata,
  type RequestContext,
} from '@vendure/core';

import type { DeclineReason } from './card-payment-messages';
import { AWAITING_CHALLENGE, CARD_PAYMENT_METHOD_CODE } from './constants';

/** The order and payment moves the debit and the finish share, each inside the caller's transaction. */
@Injectable()
export class CardOrderSteps {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly paymentService: PaymentService,
    private readonly sessionService: SessionService,
    private readonly customerService: CustomerService,
  ) {}

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

  /**
   * After a refusal the cart must be a cart again (editable, payable with another card): Vendure
   * refuses changes to an order in ArrangingPayment. Left alone when another payment is still open.
   */
  async backToCart(ctx: RequestContext, orderId: ID): Promise<void> {
    const order = await this.orderService.findOne(ctx, orderId);
    if (order?.state !== 'ArrangingPayment') return;
    const payments = await this.orderService.getOrderPayments(ctx, orderId);
    const open = payments.some((payment) => payment.state === AWAITING_CHALLENGE || payment.state === 'Authorized');
    if (open) return;
    const result = await this.orderService.transitionToState(ctx, orderId, 'AddingItems');
    if (isGraphQlErrorResult(result)) throw new Error(`Order ${order.code} could not return to AddingItems: ${result.message}`);
  }

  /** Into ArrangingPayment for a debit; the cart is locked from here until the outcome is known. */
  async toArrangingPayment(ctx: RequestContext, order: Order): Promise<string | undefined> {
    if (order.state === 'ArrangingPayment') return undefined;
    if (order.state !== 'AddingItems') return `The order is ${order.state}`;
    const result = await this.orderService.transitionToState(ctx, order.id, 'ArrangingPayment');
    return isGraphQlErrorResult(result) ? result.transitionError : undefined;
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

  /** What Vendure's own addPaymentToOrder does once an order is placed: the session's cart is done. */
  async afterPlaced(ctx: RequestContext, orderId: ID): Promise<Order | undefined> {
    const order = await this.orderService.findOne(ctx, orderId);
    if (!order || order.active) return order ?? undefined;
    await this.customerService.createAddressesForNewCustomer(ctx, order);
    if (ctx.session && String(ctx.session.activeOrderId) === String(orderId)) await this.sessionService.unsetActiveOrder(ctx, ctx.session);
    return order;
  }
}
