import { I18nError, LogLevel } from '@vendure/core';

import type { CheckoutFieldError } from './checkout-address-error';
import { ADDRESS_REFUSED_KEY } from './checkout-messages';

/**
 * An address refused by the checkout's rules on a path whose answer has no error member (Vendure's
 * `createCustomerAddress` and `updateCustomerAddress`): thrown, with the billing step's code and,
 * in the request's language, each field's problem ("The billing details are not valid (Address:
 * Field exceeded characters limit)"). `extensions.fieldErrors` lists them as CheckoutAddressError does.
 */
export class CheckoutAddressRefusedError extends I18nError {
  constructor(readonly fieldErrors: CheckoutFieldError[]) {
    const details = fieldErrors.map((error) => `${error.label}: ${error.message}`).join('; ');
    super(ADDRESS_REFUSED_KEY, { details }, 'CHECKOUT_ADDRESS_ERROR', LogLevel.Verbose);
    // The GraphQL error keeps this object as its extensions, so the list reaches the client.
    Object.assign(this.extensions, { fieldErrors });
  }
}
