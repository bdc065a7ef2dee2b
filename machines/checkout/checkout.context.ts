import { nothingTouched } from '../forms/form-fields';
import type { Checkout, CheckoutContext, CheckoutFormField, CheckoutInput, CheckoutValues, ServerFieldErrors } from './checkout.types';
import { CHECKOUT_FORM_FIELDS } from './checkout.types';
import { countryOf } from '../forms/address-rules';

const NOTHING_TOUCHED: Readonly<Record<CheckoutFormField, boolean>> = nothingTouched(CHECKOUT_FORM_FIELDS);

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

const NO_SERVER_ERRORS: ServerFieldErrors = {};

export function initialContext(input: CheckoutInput): CheckoutContext {
  return {
    // A copy: a caller mutating its list later cannot change what is offered.
    countries: [...input.countries],
    values: valuesOf(input),
    // The billing step is only ever sent with the disclaimer accepted (this machine's guard), so a
    // reload after it must not make the shopper tick it again to edit the address.
    disclaimerAccepted: hasSentBilling(input.checkout),
    touched: NOTHING_TOUCHED,
    submitAttempted: false,
    incomplete: false,
    serverFieldErrors: NO_SERVER_ERRORS,
    submitError: null,
    checkout: input.checkout ?? null,
    orderCode: null,
  };
}
