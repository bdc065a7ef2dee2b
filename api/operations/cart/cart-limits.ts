/*
 * The cart's limits, apart from the cart's document so that a page (and the backend's test of its
 * own copy, backend/test/order-limits.test.ts) reads them without the rest.
 */

/** Spec §3 "how many coupons are allowed": one code per order. */
export const COUPONS_ALLOWED = 1;

/**
 * Spec §9 says abnormally large orders may be refused and leaves the per-line maximum "not
 * shown": one traveller needs a handful of eSIMs, so a line stops at 10 and an order at 20.
 * The backend enforces both (Vendure `orderLineItemsLimit` / `orderItemsLimit`).
 */
export const MAX_QUANTITY_PER_LINE = 10;
export const MAX_ITEMS_PER_CART = 20;
