import { z } from '../zod';

import { COUPONS_ALLOWED, emptyCart, type Cart, type CartLine } from './cart';
import { destinationFlagCode } from './facets';
import { axisOfGroup } from './product';

/**
 * The one selection of Vendure's Order the cart operations ask for, and its mapping to `Cart`.
 * Kept next to its zod schema: a field added to one and not the other fails the parse.
 */
export const CART_ORDER_FRAGMENT = /* GraphQL */ `
  fragment CartOrder on Order {
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
`;

const minorUnits = z.number().int();

export const cartOrderSchema = z.object({
  code: z.string(),
  currencyCode: z.string().length(3),
  totalQuantity: z.number().int().nonnegative(),
  couponCodes: z.array(z.string()),
  discounts: z.array(z.object({ description: z.string(), amount: minorUnits, type: z.string() })),
  total: minorUnits,
  totalWithTax: minorUnits,
  lines: z.array(
    z.object({
      id: z.string(),
      quantity: z.number().int().positive(),
      unitPrice: minorUnits,
      discountedUnitPrice: minorUnits,
      discountedLinePrice: minorUnits,
      discountedLinePriceWithTax: minorUnits,
      productVariant: z.object({
        id: z.string(),
        sku: z.string(),
        name: z.string(),
        options: z.array(z.object({ code: z.string(), name: z.string(), group: z.object({ code: z.string() }) })),
        product: z.object({
          slug: z.string(),
          name: z.string(),
          facetValues: z.array(z.object({ code: z.string(), facet: z.object({ code: z.string() }) })),
        }),
      }),
    }),
  ),
});
export type CartOrder = z.infer<typeof cartOrderSchema>;

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

/**
 * Vendure's active order as the cart of spec §3; null (no order in the session yet) is the empty
 * cart. The caller validates the result with `cartSchema` (it knows the operation to blame).
 */
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
