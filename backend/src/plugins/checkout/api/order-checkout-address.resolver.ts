import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Order } from '@vendure/core';

import { toCheckoutAddressView, type CheckoutAddressView } from '../billing-address';

@Resolver('Order')
export class OrderCheckoutAddressResolver {
  @ResolveField()
  checkoutAddress(@Parent() order: Order): CheckoutAddressView | null {
    return toCheckoutAddressView(order.billingAddress);
  }
}
