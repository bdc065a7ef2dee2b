import { z } from '../zod';

import { moneySchema } from './money';

/**
 * The cart of spec §3, as the storefront, the cart machine and the design system see it.
 * It is Vendure's active order mapped by `api/operations/cart.ts`; amounts are minor units.
 *
 * Spec names → ours: id → `id` (the order line), productAttributeId → `variantId`,
 * attributesArray → `options`, image → `flagCode`, regularPrice → `unitPrice`,
 * discountPrice → `discountedUnitPrice`, reference → `sku`.
 */
const cartLineOptionSchema = z.object({
  /** The option group: 'data' (spec option 3) or 'duration' (spec option 4). */
  group: z.string(),
  code: z.string(),
  /** In the shopper's language, e.g. "5 GB", "30 jours". */
  name: z.string(),
});

const cartLineSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  sku: z.string(),
  productSlug: z.string(),
  /** The plan, e.g. "France eSIM". */
  productName: z.string(),
  /** The variant, e.g. "France eSIM 5 GB 30 days". */
  name: z.string(),
  options: z.array(cartLineOptionSchema),
  /** Lower-case flag-icons code of the destination (`fr`, `eu` for Europe), or null. */
  flagCode: z.string().nullable(),
  quantity: z.number().int().positive(),
  /** One item, excluding VAT, before discounts. */
  unitPrice: moneySchema,
  /** One item, excluding VAT, after discounts (equal to `unitPrice` without a coupon). */
  discountedUnitPrice: moneySchema,
  /** The whole line, excluding VAT, after discounts. */
  linePrice: moneySchema,
  /** The whole line including VAT, after discounts. */
  linePriceWithTax: moneySchema,
});

const cartDiscountSchema = z.object({
  description: z.string(),
  /** Negative: what the discount takes off, excluding VAT. */
  amount: moneySchema,
});

export const cartSchema = z.object({
  /** Vendure's order code; null while the session has no order yet (an empty cart). */
  code: z.string().nullable(),
  currency: z.string().length(3),
  lines: z.array(cartLineSchema),
  /** Spec §3 "total item count": the sum of the line quantities (the header badge). */
  totalQuantity: z.number().int().nonnegative(),
  /** Codes applied, in the order they were applied. */
  couponCodes: z.array(z.string()),
  /** Spec §3: how many coupons the cart accepts at once. */
  couponsAllowed: z.number().int().nonnegative(),
  discounts: z.array(cartDiscountSchema),
  /** Sum of the lines, excluding VAT, after line discounts. */
  subtotal: moneySchema,
  /** Spec §3 tax subtotal: the VAT of the order (0 until a billing address says otherwise). */
  taxSubtotal: moneySchema,
  totalExcludingTax: moneySchema,
  totalIncludingTax: moneySchema,
});

export type CartLineOption = z.infer<typeof cartLineOptionSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type CartDiscount = z.infer<typeof cartDiscountSchema>;
export type Cart = z.infer<typeof cartSchema>;

/** Spec §3 "how many coupons are allowed": one code per order. */
export const COUPONS_ALLOWED = 1;

/**
 * Spec §9 says abnormally large orders may be refused and leaves the per-line maximum "not
 * shown": one traveller needs a handful of eSIMs, so a line stops at 10 and an order at 20.
 * The backend enforces both (Vendure `orderLineItemsLimit` / `orderItemsLimit`).
 */
export const MAX_QUANTITY_PER_LINE = 10;
export const MAX_ITEMS_PER_CART = 20;

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
