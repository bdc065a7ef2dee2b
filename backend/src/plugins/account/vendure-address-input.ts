import type { ID } from '@vendure/core';

import type { SavedAddressInput } from './account.service';
import type { SavedAddressView } from './account-views';

/**
 * Vendure's own address input (`createCustomerAddress`, `updateCustomerAddress` of the Shop API):
 * anything a client sends. The account's address book (`saveAccountAddress`) is what the
 * storefront uses; these stay for API clients, under the same rules (issue 30: they stored 10 KB
 * fields and markup).
 */
export interface VendureAddressInput {
  id?: ID | null;
  fullName?: string | null;
  company?: string | null;
  streetLine1?: string | null;
  streetLine2?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
  countryCode?: string | null;
  phoneNumber?: string | null;
  defaultShippingAddress?: boolean | null;
  defaultBillingAddress?: boolean | null;
}

/** "Ada King Lovelace" → Ada / King Lovelace: the billing form's two names from Vendure's one. */
function namesOf(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/u);
  return { firstName, lastName: rest.join(' ') };
}

const given = (value: string | null | undefined): value is string => typeof value === 'string';

/**
 * The saved address a Vendure input means, laid over the stored one for an update (Vendure's
 * update changes only the fields sent), so the whole address is checked as it would be stored.
 * Vendure's second street line joins the first (the shop's form has one address line, checked as
 * a whole); a phone number and a default shipping address have no place in the shop's address
 * book (eSIMs are not shipped) and are not stored.
 */
export function savedAddressInputOf(input: VendureAddressInput, stored: SavedAddressView | undefined): SavedAddressInput {
  const names = given(input.fullName) ? namesOf(input.fullName) : undefined;
  const street = given(input.streetLine1) ? input.streetLine1 : (stored?.address1 ?? '');
  const address1 = given(input.streetLine2) && input.streetLine2.trim() !== '' ? `${street}, ${input.streetLine2}` : street;
  const defaultBilling = input.defaultBillingAddress ?? stored?.defaultBilling;
  return {
    ...(stored ? { id: stored.id } : {}),
    firstName: names?.firstName ?? stored?.firstName ?? '',
    lastName: names?.lastName ?? stored?.lastName ?? '',
    company: given(input.company) ? input.company : (stored?.company ?? null),
    vatNumber: stored?.vatNumber ?? null,
    address1,
    city: given(input.city) ? input.city : (stored?.city ?? ''),
    state: given(input.province) ? input.province : (stored?.state ?? null),
    postcode: given(input.postalCode) ? input.postalCode : (stored?.postcode ?? null),
    countryCode: given(input.countryCode) ? input.countryCode : (stored?.countryCode ?? ''),
    ...(typeof defaultBilling === 'boolean' ? { defaultBilling } : {}),
  };
}
