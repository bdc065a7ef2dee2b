import { z } from '../../zod';

import { ShopError } from '../../errors';
import { MAX_QUANTITY_PER_LINE } from '../../schemas/cart';

/** What the cart mutations ask of the ErrorResult members of their answer union. */
export const ERROR_RESULT_SELECTION = '... on ErrorResult { errorCode message }';
/** Only the unions of addItemToOrder and adjustOrderLine hold OrderLimitError (GraphQL refuses it elsewhere). */
export const ORDER_LIMIT_SELECTION = `${ERROR_RESULT_SELECTION} ... on OrderLimitError { maxItems }`;

export const errorResultSchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  maxItems: z.number().int().optional(),
});
export type ErrorResult = z.infer<typeof errorResultSchema>;

/** The request is fine but the cart's state refuses it (limits, an order already past the cart). */
const CONFLICT_CODES = new Set([
  'ORDER_LIMIT_ERROR',
  'ORDER_MODIFICATION_ERROR',
  'ORDER_INTERCEPTOR_ERROR',
  'INSUFFICIENT_STOCK_ERROR',
  'COUPON_CODE_LIMIT_ERROR',
  'COUPON_LIMIT_REACHED_ERROR',
]);

/**
 * Vendure answers the per-line limit with the per-order wording ("An order may consist of a
 * maximum of 10 items"); a line at its maximum gets words of its own.
 */
function messageOf(result: ErrorResult): string {
  if (result.errorCode === 'ORDER_LIMIT_ERROR' && result.maxItems === MAX_QUANTITY_PER_LINE) {
    return `At most ${MAX_QUANTITY_PER_LINE} of the same plan can be in the cart`;
  }
  return result.message;
}

/** An ErrorResult as the ShopError callers branch on: Vendure's code, the server's message (spec §8). */
export function errorResultToShopError(operation: string, result: ErrorResult): ShopError {
  return new ShopError(operation, {
    kind: 'http',
    status: CONFLICT_CODES.has(result.errorCode) ? 409 : 400,
    code: result.errorCode,
    message: messageOf(result),
  });
}
