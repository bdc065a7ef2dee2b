import { I18nError, LogLevel } from '@vendure/core';

import type { CheckoutFieldError } from './checkout-address-error';
import { PAYMENT_REFUSED_KEY } from './checkout-messages';

/**
 * A payment refused because the order breaks the checkout's rules (payment-readiness.ts). Thrown,
 * not answered, as the payment mutations' other refusals are; its code is the billing step's, and
 * its message, in the request's language, names each field ("The billing details are not valid
 * (First name: Field exceeded characters limit). …"). `extensions.fieldErrors` lists them for
 * clients that show them on the form.
 */
export class OrderNotReadyForPaymentError extends I18nError {
  constructor(readonly fieldErrors: CheckoutFieldError[]) {
    const details = fieldErrors.map((error) => `${error.label}: ${error.message}`).join('; ');
    super(PAYMENT_REFUSED_KEY, { details }, 'CHECKOUT_ADDRESS_ERROR', LogLevel.Verbose);
    // The GraphQL error keeps this object as its extensions, so the list reaches the client.
    Object.assign(this.extensions, { fieldErrors });
  }
}
