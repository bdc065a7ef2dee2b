/**
 * The cart's limits. The storefront's copy is `api/operations/cart/cart-limits.ts` (MAX_QUANTITY_PER_LINE,
 * MAX_ITEMS_PER_CART, COUPONS_ALLOWED): the backend does not import the front end, so the numbers
 * are duplicated and `backend/test/order-limits.test.ts` fails when the two drift apart.
 */

/** One traveller needs a handful of eSIMs (spec §9: abnormally large orders may be refused). */
export const ORDER_LINE_ITEMS_LIMIT = 10;
export const ORDER_ITEMS_LIMIT = 20;

/** Spec §3 "how many coupons are allowed". Vendure itself accepts any number of codes. */
export const COUPON_CODES_PER_ORDER = 1;
