import { graphql, type ResultOf } from '../../graphql';
import type { Money } from '../../money';
import { destinationFlagCode } from '../catalog/facets';
import { axisOfGroup } from '../catalog/product';
import { COUPONS_ALLOWED } from './cart-limits';
import { emptyCart } from './empty-cart';

export { emptyCart };

/*
 * The cart of spec §3, as the storefront, the cart machine and the design system see it: the
 * session's active Vendure order, read by one fragment and mapped here. Amounts are minor units.
 *
 * Spec names → ours: id → `id` (the order line), productAttributeId → `variantId`,
 * attributesArray → `options`, image → `flagCode`, regularPrice → `unitPrice`,
 * discountPrice → `discountedUnitPrice`, reference → `sku`.
 */

/** The one selection of Vendure's Order the cart, the checkout, order again and the thank-you page read. */
export const CART_ORDER_FRAGMENT = graphql(`
  fragment CartOrder on Order @_unmask {
    code
    currencyCode
    totalQuantity
    couponCodes
    discounts { description amount type }
    total
    totalWithTax
    lines {
      id
      quantity
      unitPrice
      discountedUnitPrice
      discountedLinePrice
      discountedLinePriceWithTax
      productVariant {
        id
        sku
        name
        options { code name group { code } }
        product { slug name facetValues { code facet { code } } }
      }
    }
  }
`);
export type CartOrder = ResultOf<typeof CART_ORDER_FRAGMENT>;

export interface CartLineOption {
  /** The option group: 'data' (spec option 3) or 'duration' (spec option 4). */
  group: string;
  code: string;
  /** In the shopper's language, e.g. "5 GB", "30 jours". */
  name: string;
}

export interface CartLine {
  id: string;
  variantId: string;
  sku: string;
  productSlug: string;
  /** The plan, e.g. "France eSIM". */
  productName: string;
  /** The variant, e.g. "France eSIM 5 GB 30 days". */
  name: string;
  options: CartLineOption[];
  /** Lower-case flag-icons code of the destination (`fr`, `eu` for Europe), or null. */
  flagCode: string | null;
  quantity: number;
  /** One item, excluding VAT, before discounts. */
  unitPrice: Money;
  /** One item, excluding VAT, after discounts (equal to `unitPrice` without a coupon). */
  discountedUnitPrice: Money;
  /** The whole line, excluding VAT, after discounts. */
  linePrice: Money;
  /** The whole line including VAT, after discounts. */
  linePriceWithTax: Money;
}

export interface CartDiscount {
  description: string;
  /** Negative: what the discount takes off, excluding VAT. */
  amount: Money;
}

export interface Cart {
  /** Vendure's order code; null while the session has no order yet (an empty cart). */
  code: string | null;
  currency: string;
  lines: CartLine[];
  /** Spec §3 "total item count": the sum of the line quantities (the header badge). */
  totalQuantity: number;
  /** Codes applied, in the order they were applied. */
  couponCodes: string[];
  /** Spec §3: how many coupons the cart accepts at once. */
  couponsAllowed: number;
  discounts: CartDiscount[];
  /** Sum of the lines, excluding VAT, after line discounts. */
  subtotal: Money;
  /** Spec §3 tax subtotal: the VAT of the order (0 until a billing address says otherwise). */
  taxSubtotal: Money;
  totalExcludingTax: Money;
  totalIncludingTax: Money;
}

/**
 * Line-level promotions are already inside the line prices (Vendure type `PROMOTION`); the cart's
 * discount rows are the order-level ones (`DISTRIBUTED_ORDER_PROMOTION`, `OTHER`), so that
 * subtotal + discounts = total excluding VAT.
 */
function isOrderLevel(discount: CartOrder['discounts'][number]): boolean {
  return discount.type !== 'PROMOTION';
}

function toCartLine(line: CartOrder['lines'][number], currency: string): CartLine {
  const { productVariant: variant } = line;
  const money = (amount: number) => ({ amount, currency });
  return {
    id: line.id,
    variantId: variant.id,
    sku: variant.sku,
    productSlug: variant.product.slug,
    productName: variant.product.name,
    name: variant.name,
    options: variant.options.map((option) => ({
      group: axisOfGroup(option.group.code) ?? option.group.code,
      code: option.code,
      name: option.name,
    })),
    flagCode: destinationFlagCode(variant.product.facetValues) ?? null,
    quantity: line.quantity,
    unitPrice: money(line.unitPrice),
    discountedUnitPrice: money(line.discountedUnitPrice),
    // Vendure's `linePrice` is before any discount; the cart's line price is after line discounts.
    linePrice: money(line.discountedLinePrice),
    linePriceWithTax: money(line.discountedLinePriceWithTax),
  };
}

/**
 * Lines in the order they were added, so they do not jump around as quantities change: Vendure
 * answers them in no fixed order, and its ids grow with each new line (integers by default).
 */
function byAddition(a: CartLine, b: CartLine): number {
  const numeric = /^\d+$/;
  return numeric.test(a.id) && numeric.test(b.id) ? Number(a.id) - Number(b.id) : a.id.localeCompare(b.id);
}

/** Vendure's active order as the cart of spec §3; null (no order in the session yet) is the empty cart. */
export function toCart(order: CartOrder | null, emptyCurrency: string): Cart {
  if (!order) return emptyCart(emptyCurrency);
  const currency = order.currencyCode;
  const money = (amount: number) => ({ amount, currency });
  const lines = order.lines.map((line) => toCartLine(line, currency)).sort(byAddition);
  const subtotal = lines.reduce((sum, line) => sum + line.linePrice.amount, 0);
  return {
    code: order.code,
    currency,
    lines,
    totalQuantity: order.totalQuantity,
    couponCodes: order.couponCodes,
    couponsAllowed: COUPONS_ALLOWED,
    discounts: order.discounts
      .filter(isOrderLevel)
      .map((discount) => ({ description: discount.description, amount: money(discount.amount) })),
    subtotal: money(subtotal),
    taxSubtotal: money(order.totalWithTax - order.total),
    totalExcludingTax: money(order.total),
    totalIncludingTax: money(order.totalWithTax),
  };
}
