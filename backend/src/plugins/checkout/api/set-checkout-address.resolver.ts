import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import {
  ActiveOrderService,
  Allow,
  ConfigService,
  Ctx,
  CustomerService,
  isGraphQlErrorResult,
  OrderService,
  Permission,
  PromotionService,
  RequestContext,
  Transaction,
  type Customer,
  type Order,
} from '@vendure/core';
// Vendure's index exports only the Admin API's error classes; the Shop API's live here.
import { CouponCodeLimitError, NoActiveOrderError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { checkCheckoutAddress, normalisedCountryCode, type CheckedAddress, type FieldError } from '../address-rules';
import { toBillingAddressInput } from '../billing-address';
import { CheckoutAddressError, translatedFieldErrors } from '../checkout-address-error';
import { CheckoutCountryService } from '../checkout-country.service';
import type { MutationSetCheckoutAddressArgs } from '../../../contract/shop-types';

type SetCheckoutAddressResult = Order | CheckoutAddressError | NoActiveOrderError | CouponCodeLimitError;
type CustomerRefusal = CheckoutAddressError | CouponCodeLimitError;

/** Order members carry no __typename; the error results do. */
@Resolver('SetCheckoutAddressResult')
export class SetCheckoutAddressResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename ?? 'Order';
  }
}

/**
 * Spec §7 advanceOrder: one mutation sets who the order is for and where it bills, after the same
 * checks the form makes, so a shopper never has an email without an address (or the reverse).
 * The order stays in AddingItems: payment moves it on.
 */
@Resolver()
export class SetCheckoutAddressResolver {
  constructor(
    private readonly activeOrderService: ActiveOrderService,
    private readonly orderService: OrderService,
    private readonly customerService: CustomerService,
    private readonly promotionService: PromotionService,
    private readonly configService: ConfigService,
    private readonly countries: CheckoutCountryService,
  ) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  async setCheckoutAddress(@Ctx() ctx: RequestContext, @Args() args: MutationSetCheckoutAddressArgs): Promise<SetCheckoutAddressResult> {
    // As Vendure's own order mutations: only a shopper's session has an active order.
    if (!ctx.authorizedAsOwnerOnly) return new NoActiveOrderError();
    const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
    const order = active && (await this.orderService.findOne(ctx, active.id));
    if (!order || order.lines.length === 0) return new NoActiveOrderError();

    const rules = await this.countries.rulesFor(ctx, normalisedCountryCode(args.input.countryCode));
    const check = checkCheckoutAddress(args.input, rules);
    if (!check.ok) return this.addressError(ctx, check.errors);

    const customerError = await this.setCustomer(ctx, order, check.address);
    if (customerError) return customerError;
    return this.orderService.setBillingAddress(ctx, order.id, toBillingAddressInput(check.address));
  }

  /** A guest's order gets the customer of the email; a logged-in shopper's keeps theirs. */
  private async setCustomer(ctx: RequestContext, order: Order, address: CheckedAddress): Promise<CustomerRefusal | undefined> {
    if (ctx.activeUserId) {
      if (order.customer) return undefined;
      const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
      return customer ? this.addCustomer(ctx, order, customer) : undefined;
    }
    const { guestCheckoutStrategy } = this.configService.orderOptions;
    const customer = await guestCheckoutStrategy.setCustomerForOrder(ctx, order, {
      emailAddress: address.email,
      firstName: address.firstName,
      lastName: address.lastName,
    });
    // The shop's strategy refuses no guest; a stricter one configured later reports on the email.
    if (isGraphQlErrorResult(customer)) return this.addressError(ctx, [{ field: 'email', problem: 'email' }]);
    return this.addCustomer(ctx, order, customer);
  }

  /**
   * Vendure drops, without a word, a coupon the new customer may no longer use (FIRSTTRIP used on
   * an earlier order of the same email). The shopper is told instead, and nothing changes: they
   * remove the coupon or use another email, and the total they pay is the one they saw.
   */
  private async addCustomer(ctx: RequestContext, order: Order, customer: Customer): Promise<CouponCodeLimitError | undefined> {
    for (const couponCode of order.couponCodes) {
      const validation = await this.promotionService.validateCouponCode(ctx, couponCode, customer.id, order.id);
      if (validation instanceof CouponCodeLimitError) return validation;
    }
    await this.orderService.addCustomerToOrder(ctx, order.id, customer);
    return undefined;
  }

  private addressError(ctx: RequestContext, errors: FieldError[]): CheckoutAddressError {
    return new CheckoutAddressError(translatedFieldErrors(ctx, errors));
  }
}
