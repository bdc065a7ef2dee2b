import type { Cart } from './cart-order';
import { COUPONS_ALLOWED } from './cart-limits';

/*
 * Apart from the cart's document, like its limits: the browser builds the empty cart of a visitor
 * without a session before anything of the shop client has loaded (issue 36).
 */

/** The cart of a session that has no order yet. */
export function emptyCart(currency: string): Cart {
  const zero = { amount: 0, currency };
  return {
    code: null,
    currency,
    lines: [],
    totalQuantity: 0,
    couponCodes: [],
    couponsAllowed: COUPONS_ALLOWED,
    discounts: [],
    subtotal: zero,
    taxSubtotal: zero,
    totalExcludingTax: zero,
    totalIncludingTax: zero,
  };
}
