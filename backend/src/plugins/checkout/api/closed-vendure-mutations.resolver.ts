import { Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Permission } from '@vendure/core';

import { NotOfferedError } from '../not-offered-error';

/*
 * Vendure's Shop API mutations that write an order's email, customer, addresses, custom fields or
 * shipping without the billing step's rules, replaced (a plugin resolver of the same mutation
 * wins over the built-in one) by ones that change nothing and answer FORBIDDEN with a translated
 * message. The storefront never calls them; the billing step (setCheckoutAddress) sets the email
 * and the billing address together, and the account's updateAccountProfile changes a customer's
 * names and email. Vendure 3.7 cannot drop a built-in field from the schema (a plugin's extension only adds,
 * and its own resolver class still declares the field), so the names stay in the schema, closed.
 * backend/README.md "Vendure's Shop API mutations" lists every mutation and its fate.
 */

@Resolver()
export class ClosedVendureMutationsResolver {
  @Mutation()
  @Allow(Permission.Public)
  setOrderBillingAddress(): never {
    throw new NotOfferedError('setOrderBillingAddress');
  }

  @Mutation()
  @Allow(Permission.Public)
  unsetOrderBillingAddress(): never {
    throw new NotOfferedError('unsetOrderBillingAddress');
  }

  /** An eSIM is not shipped: an order has no shipping address. */
  @Mutation()
  @Allow(Permission.Public)
  setOrderShippingAddress(): never {
    throw new NotOfferedError('setOrderShippingAddress');
  }

  @Mutation()
  @Allow(Permission.Public)
  unsetOrderShippingAddress(): never {
    throw new NotOfferedError('unsetOrderShippingAddress');
  }

  @Mutation()
  @Allow(Permission.Public)
  setOrderShippingMethod(): never {
    throw new NotOfferedError('setOrderShippingMethod');
  }

  /** Who the order is for comes with its billing address, in one checked call. */
  @Mutation()
  @Allow(Permission.Public)
  setCustomerForOrder(): never {
    throw new NotOfferedError('setCustomerForOrder');
  }

  @Mutation()
  @Allow(Permission.Public)
  setOrderCustomFields(): never {
    throw new NotOfferedError('setOrderCustomFields');
  }

  /** A logged-in customer's names are the order's payer and greeting: only the account's rules set them. */
  @Mutation()
  @Allow(Permission.Public)
  updateCustomer(): never {
    throw new NotOfferedError('updateCustomer');
  }

  /**
   * A logged-in customer's email is where the order's eSIM goes: the profile form changes it with
   * the account's email rule (updateAccountProfile), then Vendure's confirmation link.
   */
  @Mutation()
  @Allow(Permission.Public)
  requestUpdateCustomerEmailAddress(): never {
    throw new NotOfferedError('requestUpdateCustomerEmailAddress');
  }
}
