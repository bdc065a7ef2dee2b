import { ShopError } from '../../errors';

/** Codes `advanceOrder` raises in `ShopError.detail.code`. */
export const CHECKOUT_ERROR_CODES = [
  /** The address breaks a rule: `detail.fields` says which fields, the message lists them. */
  'CHECKOUT_ADDRESS_ERROR',
  /** No cart, or an empty one: nothing to check out (spec §2: the checkout guard sends the shopper home). */
  'NO_ACTIVE_ORDER',
  /** Refused before sending: an argument of the wrong shape (alias other than 'checkout', a missing field). */
  'BAD_USER_INPUT',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** What `setCheckoutAddress` says of the error members of its answer union (`fieldErrors` on CheckoutAddressError). */
export interface CheckoutErrorResult {
  errorCode: string;
  message: string;
  fieldErrors?: ReadonlyArray<{ field: string; label: string; message: string }>;
}

/**
 * A refused billing step as the ShopError callers branch on. An invalid address keeps the field
 * messages in `detail.fields` for the form, and its message is spec §8's "server message followed
 * by the joined detail lines": the server's message, then one "Label: message" line per field.
 * No order (or an empty one) is NO_ACTIVE_ORDER: the cart is gone, there is nothing to bill.
 */
export function checkoutErrorToShopError(operation: string, result: CheckoutErrorResult): ShopError {
  if (result.errorCode === 'NO_ACTIVE_ORDER_ERROR') {
    return new ShopError(operation, { kind: 'http', status: 409, code: 'NO_ACTIVE_ORDER', message: result.message });
  }
  const fieldErrors = result.fieldErrors ?? [];
  const lines = fieldErrors.map((error) => `${error.label}: ${error.message}`);
  return new ShopError(operation, {
    kind: 'http',
    status: 400,
    code: result.errorCode,
    message: [result.message, ...lines].join('\n'),
    ...(fieldErrors.length > 0 ? { fields: Object.fromEntries(fieldErrors.map((error) => [error.field, error.message])) } : {}),
  });
}
