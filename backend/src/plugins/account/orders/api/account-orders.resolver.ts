import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ForbiddenError, Permission, RequestContext, Transaction, type Order } from '@vendure/core';

import { accountStatus, type AccountOrderStatus, type StatusChange } from '../account-order-status';
import { AccountOrdersService, type OrderAgainOutcome } from '../account-orders.service';
import { creditNotePath, invoicePath } from '../constants';
import { InvoiceDocuments } from '../invoice/invoice-documents.service';
import type { MutationOrderAgainArgs, MutationSendOrderMessageArgs, QueryAccountOrderArgs } from '../../../../contract/shop-types';

/** Logged out is FORBIDDEN (the API client's NOT_LOGGED_IN); Permission.Owner alone also lets anonymous sessions through. */
function requireCustomer(ctx: RequestContext): void {
  if (!ctx.activeUserId) throw new ForbiddenError();
}

@Resolver()
export class AccountOrdersResolver {
  constructor(private readonly accountOrders: AccountOrdersService) {}

  @Query()
  @Allow(Permission.Owner)
  async accountOrder(@Ctx() ctx: RequestContext, @Args() args: QueryAccountOrderArgs): Promise<Order | null> {
    requireCustomer(ctx);
    return (await this.accountOrders.customerOrder(ctx, args.id)) ?? null;
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  async orderAgain(@Ctx() ctx: RequestContext, @Args() args: MutationOrderAgainArgs): Promise<OrderAgainOutcome> {
    requireCustomer(ctx);
    return this.accountOrders.orderAgain(ctx, args.orderId);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  async sendOrderMessage(@Ctx() ctx: RequestContext, @Args() args: MutationSendOrderMessageArgs): Promise<boolean> {
    requireCustomer(ctx);
    await this.accountOrders.sendMessage(ctx, args.input);
    return true;
  }
}

/** OrderAgainResult carries no __typename; the error results do. */
@Resolver('OrderAgainResponse')
export class OrderAgainResponseResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename ?? 'OrderAgainResult';
  }
}

/**
 * The account's fields of an Order. No ownership check of their own: they are reached only through
 * an Order the Shop API already showed the caller (accountOrder, activeCustomer.orders, the
 * active order, orderByCode with the shop's rule).
 */
@Resolver('Order')
export class OrderAccountFieldsResolver {
  constructor(
    private readonly accountOrders: AccountOrdersService,
    private readonly invoices: InvoiceDocuments,
  ) {}

  @ResolveField()
  async accountStatus(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<AccountOrderStatus> {
    return accountStatus(order.state, await this.accountOrders.deliveryFacts(ctx, order), await this.accountOrders.wasPaid(ctx, order));
  }

  @ResolveField()
  accountStatusHistory(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<StatusChange[]> {
    return this.accountOrders.statusChanges(ctx, order);
  }

  @ResolveField()
  paymentMethodName(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<string | null> {
    return this.accountOrders.paymentMethodName(ctx, order);
  }

  @ResolveField()
  async invoiceUrl(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<string | null> {
    return (await this.invoices.hasInvoice(ctx, order)) ? invoicePath(order.id) : null;
  }

  @ResolveField()
  async creditNotes(@Ctx() ctx: RequestContext, @Parent() order: Order) {
    return (await this.invoices.creditNotes(ctx, order.id)).map((note) => ({ ...note, url: creditNotePath(order.id, note.number) }));
  }

  @ResolveField()
  billingAddressLines(@Ctx() ctx: RequestContext, @Parent() order: Order): string[] {
    return this.accountOrders.addressLines(order, ctx.languageCode);
  }
}
