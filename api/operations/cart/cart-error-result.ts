import { ShopError } from '../../errors';
import { MAX_QUANTITY_PER_LINE } from './cart-limits';

/**
 * Error codes the cart operations raise in `ShopError.detail.code` (Vendure's ErrorResult codes),
 * so the storefront can show a translated message and fall back to the server's text.
 */
export const CART_ERROR_CODES = [
  'COUPON_CODE_INVALID_ERROR',
  'COUPON_CODE_EXPIRED_ERROR',
  'COUPON_CODE_LIMIT_ERROR',
  /** A second code while one is applied (the shop's backend rule, spec §3 "coupons allowed"). */
  'COUPON_LIMIT_REACHED_ERROR',
  'ORDER_LIMIT_ERROR',
  'NEGATIVE_QUANTITY_ERROR',
  'ORDER_MODIFICATION_ERROR',
  'INSUFFICIENT_STOCK_ERROR',
  /** Refused before sending: a quantity that is not a whole number, a blank id or coupon code. */
  'BAD_USER_INPUT',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/**
 * What an order mutation's answer union says of its ErrorResult members (`... on ErrorResult
 * { errorCode message }`); `maxItems` only where the union holds OrderLimitError.
 */
export interface ErrorResult {
  errorCode: string;
  message: string;
  maxItems?: number;
}

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
