import { z } from '../zod';

import { cartSchema } from './cart';
import { checkoutAddressSchema } from './checkout';
import { moneySchema } from './money';
import { deliveredEsimSchema } from './placed-order';

/*
 * A customer's orders (spec §3 Order, Order line, Order message; §2 MyAccount/OrderHistory and the
 * orders / orderDetails panels). Vendure's Order is mapped onto these by api/operations/account-orders.ts.
 */

/**
 * The status a customer reads (spec: "Order status values: not shown"; the shop's choice, README):
 * not paid yet, placed while PayPal confirms the payment (paymentPending), paid and waiting for
 * the eSIMs, delivered, cancelled (and refunded), or cancelled because the payment never went
 * through (paymentFailed).
 */
export const ACCOUNT_ORDER_STATUSES = [
  'awaitingPayment',
  'paymentPending',
  'delivering',
  'delivered',
  'cancelled',
  'paymentFailed',
] as const;
export type AccountOrderStatus = (typeof ACCOUNT_ORDER_STATUSES)[number];

/** One row of the order history: date, reference, status, total. */
const orderSummarySchema = z.object({
  /** The order id the invoice link and the details are built from (spec §7). */
  id: z.string(),
  /** The reference the shopper quotes (Vendure's order code). */
  reference: z.string(),
  /** ISO 8601, when the order was placed. */
  placedAt: z.string(),
  status: z.enum(ACCOUNT_ORDER_STATUSES),
  total: moneySchema,
  totalQuantity: z.number().int(),
});

/** A page of the history, newest first. */
export const orderHistoryPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  totalItems: z.number().int().min(0),
});

/** Spec §3 Order line: name, quantity, unit and total price with tax (plus what re-ordering needs). */
const accountOrderLineSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  productSlug: z.string(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPriceWithTax: moneySchema,
  linePriceWithTax: moneySchema,
});

/** Spec §3 Order history entry: date and state. */
const orderStatusChangeSchema = z.object({
  at: z.string(),
  status: z.enum(ACCOUNT_ORDER_STATUSES),
});

/** Everything the order details page and panel show. */
export const accountOrderSchema = orderSummarySchema.extend({
  lines: z.array(accountOrderLineSchema),
  subtotals: z.object({ products: moneySchema, shipping: moneySchema, tax: moneySchema }),
  /** e.g. 'Card', 'PayPal'; null before payment. */
  paymentMethod: z.string().nullable(),
  history: z.array(orderStatusChangeSchema),
  billingAddress: checkoutAddressSchema.omit({ alias: true }).nullable(),
  /** The billing address as printed lines (spec: addresses.invoice.lines). */
  billingAddressLines: z.array(z.string()),
  esims: z.array(deliveredEsimSchema),
  /** Same-origin path of the invoice PDF; null while there is no invoice (order not paid). */
  invoiceUrl: z.string().nullable(),
});

/** Spec §3 Order message: about one item of the order (or the whole order when null). */
export const orderMessageSchema = z.object({
  orderId: z.string(),
  orderLineId: z.string().nullable(),
  message: z.string(),
});
export const ORDER_MESSAGE_MAX_LENGTH = 2000;

/** Why order again could not add a line in full: the plan is no longer sold, or the cart's limits (10 of a plan, 20 items). */
export const ORDER_AGAIN_SKIP_REASONS = ['unavailable', 'orderLimit'] as const;

/** Spec §4 order again: the cart after re-adding a past order's lines, and the lines not added in full. */
export const orderAgainResultSchema = z.object({
  cart: cartSchema,
  skipped: z.array(
    z.object({
      orderLineId: z.string(),
      variantId: z.string(),
      name: z.string(),
      requested: z.number().int().positive(),
      added: z.number().int().nonnegative(),
      reason: z.enum(ORDER_AGAIN_SKIP_REASONS),
    }),
  ),
});

export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;
export type AccountOrderLine = z.infer<typeof accountOrderLineSchema>;
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
export type AccountOrder = z.infer<typeof accountOrderSchema>;
export type OrderMessage = z.infer<typeof orderMessageSchema>;
export type OrderAgainResult = z.infer<typeof orderAgainResultSchema>;
export type OrderAgainSkippedLine = OrderAgainResult['skipped'][number];
