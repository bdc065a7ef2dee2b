import { countryOf } from '../forms/address-rules';
import { freshForm } from '../forms/form-machine';
import type { Checkout, CheckoutContext, CheckoutInput, CheckoutValues } from './checkout.types';
import { CHECKOUT_FORM_FIELDS } from './checkout.types';

/** The billing step was sent: the shop knows who and where it bills, so payment can be shown. */
export function hasSentBilling(checkout: Checkout | null | undefined): boolean {
  return checkout != null && checkout.email !== null && checkout.billingAddress !== null;
}

/**
 * A fresh form preselects the configured default country (spec §1, §9: US)
 * when the shop sells there; otherwise none, and the country is required.
 * A resumed checkout prefills what it was sent with, as typed values.
 */
function valuesOf(input: CheckoutInput): CheckoutValues {
  const email = input.checkout?.email ?? '';
  const address = input.checkout?.billingAddress ?? null;
  const defaultCountry = countryOf(input.countries, input.defaultCountryCode)?.code ?? '';
  return {
    email,
    // It was confirmed when it was sent.
    emailConfirmation: email,
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address1: address?.address1 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    countryCode: address?.countryCode ?? defaultCountry,
  };
}

export function initialContext(input: CheckoutInput): CheckoutContext {
  return {
    // A copy: a caller mutating its list later cannot change what is offered.
    countries: [...input.countries],
    ...freshForm(CHECKOUT_FORM_FIELDS, valuesOf(input)),
    // The billing step is only ever sent with the disclaimer accepted (this machine's guard), so a
    // reload after it must not make the shopper tick it again to edit the address.
    disclaimerAccepted: hasSentBilling(input.checkout),
    incomplete: false,
    checkout: input.checkout ?? null,
    orderCode: null,
  };
}
