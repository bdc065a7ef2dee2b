import type { Order } from '@vendure/core';

import type { PayerDetails } from './gateway/card-gateway';

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * Who pays, for the gateway's 3-D Secure risk check (spec §7 card debit: name, email, address,
 * phone), taken from the order the checkout filled in: the browser cannot send someone else's.
 * Undefined while the order has no email or billing address: the debit is refused until it has.
 */
export function payerOf(order: Pick<Order, 'customer' | 'billingAddress'>, phone?: string | null): PayerDetails | undefined {
  const email = text(order.customer?.emailAddress);
  const address = order.billingAddress ?? {};
  const address1 = text(address.streetLine1);
  const city = text(address.city);
  const countryCode = text(address.countryCode);
  if (!email || !address1 || !city || !countryCode) return undefined;
  const [firstOfFullName = '', ...restOfFullName] = text(address.fullName).split(/\s+/);
  return {
    firstName: text(order.customer?.firstName) || firstOfFullName,
    lastName: text(order.customer?.lastName) || restOfFullName.join(' '),
    email,
    address1,
    postcode: text(address.postalCode) || null,
    city,
    countryCode: countryCode.toUpperCase(),
    phone: text(phone) || text(address.phoneNumber) || null,
  };
}
