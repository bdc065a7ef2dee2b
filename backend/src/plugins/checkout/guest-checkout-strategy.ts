import type { CreateCustomerInput, SetCustomerForOrderResult } from '@vendure/common/lib/generated-shop-types';
import {
  Customer,
  CustomerService,
  TransactionalConnection,
  normalizeEmailAddress,
  type ErrorResultUnion,
  type GuestCheckoutStrategy,
  type Injector,
  type Order,
  type RequestContext,
} from '@vendure/core';
// Vendure's index exports only the Admin API's error classes; the Shop API's live here.
import { AlreadyLoggedInError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { IsNull } from 'typeorm';

/**
 * Guests buy with an email address (spec §1, §6), also one that belongs to a registered account:
 * the eSIM goes to that mailbox anyway, and whether the account lists the order is issue 5's call.
 * Unlike Vendure's DefaultGuestCheckoutStrategy with `allowGuestCheckoutForRegisteredCustomers`,
 * a registered customer's record is attached as it is: an anonymous visitor who types someone's
 * email must not rename their account. A guest customer (no account) is created or updated as
 * Vendure does. A logged-in shopper keeps their own customer (Vendure's AlreadyLoggedInError).
 */
export class CheckoutGuestStrategy implements GuestCheckoutStrategy {
  private customerService!: CustomerService;
  private connection!: TransactionalConnection;

  init(injector: Injector): void {
    this.customerService = injector.get(CustomerService);
    this.connection = injector.get(TransactionalConnection);
  }

  async setCustomerForOrder(
    ctx: RequestContext,
    _order: Order,
    input: CreateCustomerInput,
  ): Promise<ErrorResultUnion<SetCustomerForOrderResult, Customer>> {
    if (ctx.activeUserId) return new AlreadyLoggedInError();
    const emailAddress = normalizeEmailAddress(input.emailAddress);
    const existing = await this.connection.getRepository(ctx, Customer).findOne({
      where: { emailAddress, deletedAt: IsNull() },
      relations: { user: true },
    });
    if (existing?.user) return existing;
    return this.customerService.createOrUpdate(ctx, { ...input, emailAddress }, true);
  }
}
