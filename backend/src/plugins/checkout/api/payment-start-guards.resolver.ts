import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { MutationAddPaymentToOrderArgs, MutationTransitionOrderToStateArgs } from '@vendure/common/lib/generated-shop-types';
import {
  ACTIVE_ORDER_INPUT_FIELD_NAME,
  ActiveOrderService,
  Allow,
  Ctx,
  CustomerService,
  isGraphQlErrorResult,
  OrderService,
  Permission,
  RequestContext,
  SessionService,
  Transaction,
  type OrderState,
} from '@vendure/core';
// Vendure's index exports only the Admin API's error classes; the Shop API's live here.
import { NoActiveOrderError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { PaymentReadinessService } from '../payment-readiness.service';

/** Whatever the active-order strategy reads (nothing with the default strategy). */
type ActiveOrderArgs = { [ACTIVE_ORDER_INPUT_FIELD_NAME]?: Record<string, unknown> };

/**
 * Vendure's own ways to start paying, replaced (a plugin resolver of the same mutation wins over
 * the built-in one) by the same code with the payment check first: moving the cart to
 * ArrangingPayment and addPaymentToOrder refuse an order that breaks the checkout's rules, as the
 * shop's card and wallet payments do. Everything after the check is Vendure's own resolver, line
 * for line (the payment handlers still refuse metadata a client sends).
 */
@Resolver()
export class PaymentStartGuardsResolver {
  constructor(
    private readonly activeOrderService: ActiveOrderService,
    private readonly orderService: OrderService,
    private readonly customerService: CustomerService,
    private readonly sessionService: SessionService,
    private readonly readiness: PaymentReadinessService,
  ) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  async transitionOrderToState(@Ctx() ctx: RequestContext, @Args() args: MutationTransitionOrderToStateArgs & ActiveOrderArgs) {
    if (!ctx.authorizedAsOwnerOnly) return undefined;
    const order = await this.activeOrderService.getActiveOrder(ctx, args[ACTIVE_ORDER_INPUT_FIELD_NAME], true);
    if (args.state === 'ArrangingPayment') await this.readiness.assertOrderReadyForPayment(ctx, order);
    // As Vendure's resolver: the process refuses a state it does not know.
    return this.orderService.transitionToState(ctx, order.id, args.state as OrderState);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  async addPaymentToOrder(@Ctx() ctx: RequestContext, @Args() args: MutationAddPaymentToOrderArgs & ActiveOrderArgs) {
    if (!ctx.authorizedAsOwnerOnly) return new NoActiveOrderError();
    const sessionOrder = await this.activeOrderService.getActiveOrder(ctx, args[ACTIVE_ORDER_INPUT_FIELD_NAME]);
    if (!sessionOrder) return new NoActiveOrderError();
    await this.readiness.assertOrderReadyForPayment(ctx, sessionOrder);
    const order = await this.orderService.addPaymentToOrder(ctx, sessionOrder.id, args.input);
    if (isGraphQlErrorResult(order)) return order;
    if (!order.active) {
      await this.customerService.createAddressesForNewCustomer(ctx, order);
      if (ctx.session?.activeOrderId === sessionOrder.id) await this.sessionService.unsetActiveOrder(ctx, ctx.session);
    }
    return order;
  }
}
