import type { CreateAddressInput, OrderAddress } from '@vendure/common/lib/generated-shop-types';

import type { CheckedAddress } from './address-rules';

/*
 * Vendure keeps an order's billing address as JSON with its own fields (fullName, streetLine1,
 * province…). The checkout form has first and last name and a VAT number, which Vendure's address
 * has no field for: they are kept as extra keys of the same JSON (no schema change), so a reloaded
 * checkout shows what the shopper typed. Staff see fullName, company and the rest in the dashboard.
 */

/** The keys the shop adds to Vendure's billing address JSON. */
export interface CheckoutAddressExtras {
  firstName: string;
  lastName: string;
  vatNumber?: string;
}

/** The `Order.checkoutAddress` the Shop API answers. */
export interface CheckoutAddressView {
  firstName: string;
  lastName: string;
  company: string | null;
  vatNumber: string | null;
  address1: string;
  city: string;
  state: string | null;
  postcode: string | null;
  countryCode: string;
}

/** What `OrderService.setBillingAddress` stores (it adds the country's name). */
export function toBillingAddressInput(address: CheckedAddress): CreateAddressInput & CheckoutAddressExtras {
  return {
    fullName: `${address.firstName} ${address.lastName}`,
    company: address.company ?? '',
    streetLine1: address.address1,
    city: address.city,
    // The state's code ("CA"), as US addresses write it.
    province: address.state ?? '',
    postalCode: address.postcode ?? '',
    countryCode: address.countryCode,
    firstName: address.firstName,
    lastName: address.lastName,
    ...(address.vatNumber ? { vatNumber: address.vatNumber } : {}),
  };
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * The stored billing address as the form's fields; null before one was set. An address set through
 * Vendure's own `setOrderBillingAddress` has no first and last name: its fullName stands as the first name.
 */
export function toCheckoutAddressView(
  stored: (OrderAddress & Partial<CheckoutAddressExtras>) | null | undefined,
): CheckoutAddressView | null {
  if (!stored?.countryCode || !stored.streetLine1) return null;
  return {
    firstName: stored.firstName ?? stored.fullName ?? '',
    lastName: stored.lastName ?? '',
    company: orNull(stored.company),
    vatNumber: orNull(stored.vatNumber),
    address1: stored.streetLine1,
    city: stored.city ?? '',
    state: orNull(stored.province),
    postcode: orNull(stored.postalCode),
    countryCode: stored.countryCode,
  };
}
