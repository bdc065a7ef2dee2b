import { z } from '../../zod';

import { ShopError } from '../../errors';

/** What `setCheckoutAddress` asks of the error members of its answer union. */
export const CHECKOUT_ERROR_SELECTION =
  '... on ErrorResult { errorCode message } ... on CheckoutAddressError { fieldErrors { field label message } }';

export const checkoutErrorResultSchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  fieldErrors: z.array(z.object({ field: z.string(), label: z.string(), message: z.string() })).optional(),
});
export type CheckoutErrorResult = z.infer<typeof checkoutErrorResultSchema>;

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
