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
  Order,
  RequestContext,
  TransactionalConnection,
  type Customer,
} from '@vendure/core';
// Vendure's index exports only the Admin API's error classes; the Shop API's live here.
import { CouponCodeLimitError, NoActiveOrderError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { checkCheckoutAddress, normalisedCountryCode, type CheckedAddress, type FieldError } from '../address-rules';
import { toBillingAddressInput } from '../billing-address';
import { CheckoutAddressError, translatedFieldErrors } from '../checkout-address-error';
import { CheckoutCountryService } from '../checkout-country.service';
import { needsViesCheck, reverseChargeApplies, type VatNumberStatus } from '../vat-check/reverse-charge';
import { VatNumberChecks } from '../vat-check/vat-number-checks';
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
    private readonly vatNumberChecks: VatNumberChecks,
    private readonly connection: TransactionalConnection,
  ) {}

  /**
   * Not one transaction from the start: a business customer's VAT number is checked with VIES
   * first (up to a few seconds), and only then is the order changed, in a transaction of its own,
   * so a slow VIES holds no database lock.
   */
  @Mutation()
  @Allow(Permission.Owner)
  async setCheckoutAddress(@Ctx() ctx: RequestContext, @Args() args: MutationSetCheckoutAddressArgs): Promise<SetCheckoutAddressResult> {
    // As Vendure's own order mutations: only a shopper's session has an active order.
    if (!ctx.authorizedAsOwnerOnly) return new NoActiveOrderError();
    const rules = await this.countries.rulesFor(ctx, normalisedCountryCode(args.input.countryCode));
    const check = checkCheckoutAddress(args.input, rules);
    if (!check.ok) {
      const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
      const order = active && (await this.orderService.findOne(ctx, active.id));
      return !order || order.lines.length === 0 ? new NoActiveOrderError() : this.addressError(ctx, check.errors);
    }
    const vat = await this.vatNumberOutcome(ctx, check.address);

    return this.connection.withTransaction(ctx, async (tx) => {
      const active = await this.activeOrderService.getActiveOrder(tx, undefined);
      const order = active && (await this.orderService.findOne(tx, active.id));
      if (!order || order.lines.length === 0) return new NoActiveOrderError();
      const customerError = await this.setCustomer(tx, order, check.address);
      if (customerError) return customerError;
      // Before the billing address: setting it recalculates the order, with or without VAT.
      await this.connection.getRepository(tx, Order).update(order.id, { customFields: vat });
      return this.orderService.setBillingAddress(tx, order.id, toBillingAddressInput(check.address));
    });
  }

  /** The order's VAT number fields for this address: VIES asked only for a business of another member state than the seller. */
  private async vatNumberOutcome(
    ctx: RequestContext,
    address: CheckedAddress,
  ): Promise<{ vatNumberStatus: VatNumberStatus | null; vatNumberCheckedAt: Date | null; vatReverseCharge: boolean }> {
    const sellerCountry = ctx.channel.customFields.sellerCountryCode ?? null;
    if (!needsViesCheck({ billingCountry: address.countryCode, sellerCountry, vatNumber: address.vatNumber })) {
      return { vatNumberStatus: null, vatNumberCheckedAt: null, vatReverseCharge: false };
    }
    const answer = await this.vatNumberChecks.check(address.countryCode, address.vatNumber ?? '');
    const vatNumberStatus = answer.status;
    return {
      vatNumberStatus,
      vatNumberCheckedAt: answer.status === 'unavailable' ? null : answer.checkedAt,
      vatReverseCharge: reverseChargeApplies({ billingCountry: address.countryCode, sellerCountry, vatNumberStatus }),
    };
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
