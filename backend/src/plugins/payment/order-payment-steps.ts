import { Injectable } from '@nestjs/common';
import { CustomerService, isGraphQlErrorResult, Order, OrderService, SessionService, type ID, type RequestContext } from '@vendure/core';

/**
 * A payment still waiting for its outcome: a card's open 3-D Secure challenge (card/
 * challenge-payment-process.ts) or an authorisation. Its order stays in ArrangingPayment.
 */
const OPEN_PAYMENT_STATES: readonly string[] = ['AwaitingChallenge', 'Authorized'];

/** The order moves every payment method makes around its provider's answer, each inside the caller's transaction. */
@Injectable()
export class OrderPaymentSteps {
  constructor(
    protected readonly orderService: OrderService,
    private readonly sessionService: SessionService,
    private readonly customerService: CustomerService,
  ) {}

  /**
   * After a refusal the cart must be a cart again (editable, payable another way): Vendure
   * refuses changes to an order in ArrangingPayment. Left alone when another payment is still open.
   */
  async backToCart(ctx: RequestContext, orderId: ID): Promise<void> {
    const order = await this.orderService.findOne(ctx, orderId);
    if (order?.state !== 'ArrangingPayment') return;
    const payments = await this.orderService.getOrderPayments(ctx, orderId);
    if (payments.some((payment) => OPEN_PAYMENT_STATES.includes(payment.state))) return;
    const result = await this.orderService.transitionToState(ctx, orderId, 'AddingItems');
    if (isGraphQlErrorResult(result)) throw new Error(`Order ${order.code} could not return to AddingItems: ${result.message}`);
  }

  /** Into ArrangingPayment before the provider is asked; the cart is locked from here until the outcome is known. */
  async toArrangingPayment(ctx: RequestContext, order: Order): Promise<string | undefined> {
    if (order.state === 'ArrangingPayment') return undefined;
    if (order.state !== 'AddingItems') return `The order is ${order.state}`;
    const result = await this.orderService.transitionToState(ctx, order.id, 'ArrangingPayment');
    return isGraphQlErrorResult(result) ? result.transitionError : undefined;
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
