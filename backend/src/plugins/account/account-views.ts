import type { Address, Customer } from '@vendure/core';

import type { CheckoutAddressView } from '../checkout/billing-address';

/** `AccountCustomer` of the Shop API (`Customer` of api/operations/account/account.ts). */
export interface AccountCustomerView {
  id: string;
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  vatNumber: string | null;
  address: { street: string; streetNumber: string; postcode: string; city: string; countryCode: string } | null;
  newsletter: boolean;
}

/** `AccountSavedAddress` of the Shop API: the checkout form's fields. */
export interface SavedAddressView extends CheckoutAddressView {
  id: string;
  defaultBilling: boolean;
}

const orNull = (value: string | null | undefined) => (value ? value : null);

export function toAccountCustomer(customer: Customer): AccountCustomerView {
  const fields = customer.customFields;
  const title = customer.title === 'mr' || customer.title === 'mrs' ? customer.title : null;
  const hasAddress = !!(fields.street && fields.city && fields.countryCode);
  return {
    id: String(customer.id),
    title,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.emailAddress,
    company: orNull(fields.company),
    vatNumber: orNull(fields.vatNumber),
    address: hasAddress
      ? {
          street: fields.street ?? '',
          streetNumber: fields.streetNumber ?? '',
          postcode: fields.postcode ?? '',
          city: fields.city ?? '',
          countryCode: fields.countryCode ?? '',
        }
      : null,
    newsletter: fields.newsletter === true,
  };
}

/** An address Vendure created itself (from an order) has only a full name: it stands as the first name. */
export function toSavedAddress(address: Address): SavedAddressView {
  const fields = address.customFields;
  const hasNames = !!(fields.firstName || fields.lastName);
  return {
    id: String(address.id),
    firstName: hasNames ? (fields.firstName ?? '') : (address.fullName ?? ''),
    lastName: hasNames ? (fields.lastName ?? '') : '',
    company: orNull(address.company),
    vatNumber: orNull(fields.vatNumber),
    address1: address.streetLine1,
    city: address.city ?? '',
    state: orNull(address.province),
    postcode: orNull(address.postalCode),
    countryCode: address.country?.code ?? '',
    defaultBilling: address.defaultBillingAddress === true,
  };
}
