import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { MutationApplyCouponCodeArgs } from '@vendure/common/lib/generated-shop-types';
import {
  ACTIVE_ORDER_INPUT_FIELD_NAME,
  ActiveOrderService,
  Allow,
  Ctx,
  OrderService,
  Permission,
  RequestContext,
  Transaction,
} from '@vendure/core';

import { CouponLimitReachedError } from '../coupon-limit-reached-error';
import { COUPON_CODES_PER_ORDER } from '../order-limits';

/** Whatever the active-order strategy reads besides the code (nothing with the default strategy). */
type ActiveOrderArgs = { [ACTIVE_ORDER_INPUT_FIELD_NAME]?: Record<string, unknown> };

/**
 * Replaces the Shop API's `applyCouponCode` (a plugin resolver of the same mutation wins over the
 * built-in one) to refuse a second code: Vendure stacks any number of codes, the shop allows one.
 * Everything else is Vendure's own call, so its checks (invalid, expired, usage limits) still apply.
 */
@Resolver()
export class SingleCouponResolver {
  constructor(
    private readonly activeOrderService: ActiveOrderService,
    private readonly orderService: OrderService,
  ) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  async applyCouponCode(@Ctx() ctx: RequestContext, @Args() args: MutationApplyCouponCodeArgs & ActiveOrderArgs) {
    const order = await this.activeOrderService.getActiveOrder(ctx, args[ACTIVE_ORDER_INPUT_FIELD_NAME], true);
    const requested = args.couponCode.toLowerCase();
    // Re-applying the code already there stays Vendure's harmless no-op.
    const alreadyApplied = order.couponCodes.some((code) => code.toLowerCase() === requested);
    if (!alreadyApplied && order.couponCodes.length >= COUPON_CODES_PER_ORDER) {
      return new CouponLimitReachedError(args.couponCode);
    }
    return this.orderService.applyCouponCode(ctx, order.id, args.couponCode);
  }
}
