import { z } from '../../zod';

import type { CallOptions, ShopClient } from '../../client';
import { ShopError, parsed } from '../../errors';
import {
  ACCOUNT_ORDER_STATUSES,
  ORDER_MESSAGE_MAX_LENGTH,
  accountOrderSchema,
  orderAgainResultSchema,
  orderHistoryPageSchema,
  type AccountOrder,
  type OrderAgainResult,
  type OrderHistoryPage,
  type OrderMessage,
} from '../../schemas/account-order';
import { CART_ORDER_FRAGMENT, cartOrderSchema, toCart } from '../../schemas/cart-order';
import { cartSchema } from '../../schemas/cart';
import { ERROR_RESULT_SELECTION, errorResultSchema, errorResultToShopError } from '../cart/cart-error-result';
import { SPEC_DEFAULT_CURRENCY } from '../cart/cart';
import { ESIMS_SELECTION, esimsResponseSchema, toDeliveredEsims } from '../esim-status/delivered-esims';
import { ORDER_ID, accountRequest, notFound, notLoggedIn } from './account-request';
import { clampedWhole, pageOfList, type ListWindow } from '../paging';

/*
 * Spec §7 fetchOrders and the rest of a logged-in customer's orders (§2 OrderHistory and
 * orderDetails, §4 order again, §3 order message), over the backend's account-orders plugin
 * (backend/src/plugins/account-orders). The statuses are the backend's `accountStatus` (the spec
 * shows none; the shop's choice, documented in account-order-status.ts there):
 *   awaitingPayment  no settled payment yet;   paymentPending  placed, PayPal confirming the payment;
 *   delivering       paid, eSIMs being provisioned;   delivered  paid, every item has its eSIM;
 *   cancelled        cancelled (and refunded);   paymentFailed  cancelled, the payment never went through.
 * Logged out, every call is a ShopError NOT_LOGGED_IN (401). Another customer's order and an
 * unknown id are the same 404, so nothing about other orders leaks.
 */

export const DEFAULT_ORDERS_PER_PAGE = 10;
const MAX_ORDERS_PER_PAGE = 100;

const minorUnits = z.number().int();
const accountStatusSchema = z.enum(ACCOUNT_ORDER_STATUSES);

/** Line figures in both selections: a cancelled order's lines have quantity 0, the bought quantity stays in orderPlacedQuantity. */
const LINE_FIGURES = 'quantity orderPlacedQuantity proratedUnitPrice proratedUnitPriceWithTax proratedLinePriceWithTax';
const lineFiguresSchema = z.object({
  quantity: z.number().int().nonnegative(),
  orderPlacedQuantity: z.number().int().nonnegative(),
  proratedUnitPrice: minorUnits,
  proratedUnitPriceWithTax: minorUnits,
  proratedLinePriceWithTax: minorUnits,
});
type LineFigures = z.infer<typeof lineFiguresSchema>;

const SUMMARY_FIELDS = `id code orderPlacedAt currencyCode state accountStatus total totalWithTax lines { id ${LINE_FIGURES} }`;
const summaryResponseSchema = z.object({
  id: z.string(),
  code: z.string(),
  orderPlacedAt: z.string().nullable(),
  currencyCode: z.string().length(3),
  state: z.string(),
  accountStatus: accountStatusSchema,
  total: minorUnits,
  totalWithTax: minorUnits,
  lines: z.array(lineFiguresSchema.extend({ id: z.string() })),
});
type SummaryResponse = z.infer<typeof summaryResponseSchema>;

const boughtQuantity = (line: LineFigures) => line.quantity || line.orderPlacedQuantity;

/**
 * Amounts with VAT. Vendure zeroes a cancelled order's quantities and totals; the customer still
 * sees what they paid (and were refunded): quantities bought × the unit prices, which stay. The
 * prorated prices include every discount, so the lines add up to the products subtotal.
 */
function figures(order: SummaryResponse & { lines: Array<LineFigures> }) {
  const cancelled = order.state === 'Cancelled';
  const lineWithTax = (line: LineFigures) =>
    cancelled ? line.proratedUnitPriceWithTax * boughtQuantity(line) : line.proratedLinePriceWithTax;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const productsWithTax = sum(order.lines.map(lineWithTax));
  const net = cancelled ? sum(order.lines.map((line) => line.proratedUnitPrice * boughtQuantity(line))) : order.total;
  const total = cancelled ? productsWithTax : order.totalWithTax;
  return { lineWithTax, productsWithTax, tax: total - net, total, quantity: sum(order.lines.map(boughtQuantity)) };
}

function toSummary(order: SummaryResponse) {
  const money = (amount: number) => ({ amount, currency: order.currencyCode });
  const totals = figures(order);
  return {
    id: order.id,
    reference: order.code,
    // A placed order always has the date; a draft never reaches the account.
    placedAt: order.orderPlacedAt ?? '',
    status: order.accountStatus,
    total: money(totals.total),
    totalQuantity: totals.quantity,
  };
}

const ORDERS_DOCUMENT = /* GraphQL */ `
  query AccountOrders($options: OrderListOptions) {
    activeCustomer {
      id
      orders(options: $options) { totalItems items { ${SUMMARY_FIELDS} } }
    }
  }
`;
const ordersResponseSchema = z.object({
  activeCustomer: z
    .object({ id: z.string(), orders: z.object({ totalItems: z.number().int().nonnegative(), items: z.array(summaryResponseSchema) }) })
    .nullable(),
});

/**
 * Spec fetchOrders (ordersPreview): the customer's placed orders, newest first, one page of
 * `itemsPerPage` (default 10, at most 100). The cart and drafts are not orders here. A page past
 * the end answers the last page, like the catalogue's listings.
 */
export async function fetchOrders(
  client: ShopClient,
  input: { page?: number; itemsPerPage?: number } = {},
  options: CallOptions = {},
): Promise<OrderHistoryPage> {
  const itemsPerPage = clampedWhole(input.itemsPerPage, DEFAULT_ORDERS_PER_PAGE, MAX_ORDERS_PER_PAGE);
  const ask = async ({ skip, take }: ListWindow) => {
    const { activeCustomer } = await accountRequest(
      client,
      'fetchOrders',
      ORDERS_DOCUMENT,
      { options: { skip, take, sort: { orderPlacedAt: 'DESC', id: 'DESC' }, filter: { active: { eq: false } } } },
      ordersResponseSchema,
      options,
    );
    if (!activeCustomer) throw notLoggedIn('fetchOrders');
    return activeCustomer.orders;
  };
  const orders = await pageOfList(ask, input.page, itemsPerPage);
  return parsed('fetchOrders', orderHistoryPageSchema, {
    orders: orders.items.map(toSummary),
    page: orders.page,
    // The history says "no orders yet" for none rather than "page 1 of 1".
    pageCount: orders.totalItems === 0 ? 0 : orders.pagesCount,
    totalItems: orders.totalItems,
  });
}

const ORDER_DOCUMENT = /* GraphQL */ `
  query AccountOrder($id: ID!) {
    accountOrder(id: $id) {
      ${SUMMARY_FIELDS}
      shippingWithTax
      lines { productVariant { id sku name product { slug } } }
      paymentMethodName
      accountStatusHistory { at status }
      checkoutAddress { firstName lastName company vatNumber address1 city state postcode countryCode }
      billingAddressLines
      invoiceUrl
      ${ESIMS_SELECTION}
    }
  }
`;
const orderResponseSchema = z.object({
  accountOrder: summaryResponseSchema
    .extend({
      shippingWithTax: minorUnits,
      lines: z.array(
        lineFiguresSchema.extend({
          id: z.string(),
          productVariant: z.object({ id: z.string(), sku: z.string(), name: z.string(), product: z.object({ slug: z.string() }) }),
        }),
      ),
      paymentMethodName: z.string().nullable(),
      accountStatusHistory: z.array(z.object({ at: z.string(), status: accountStatusSchema })),
      checkoutAddress: z
        .object({
          firstName: z.string(),
          lastName: z.string(),
          company: z.string().nullable(),
          vatNumber: z.string().nullable(),
          address1: z.string(),
          city: z.string(),
          state: z.string().nullable(),
          postcode: z.string().nullable(),
          countryCode: z.string(),
        })
        .nullable(),
      billingAddressLines: z.array(z.string()),
      invoiceUrl: z.string().nullable(),
      esims: esimsResponseSchema,
    })
    .nullable(),
});

/** Null fields of the backend's address are absent fields of the form's (checkoutAddressSchema). */
function withoutNulls<T extends Record<string, unknown>>(record: T): { [K in keyof T]: Exclude<T[K], null> | undefined } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null> | undefined;
  };
}

/**
 * One of the customer's orders with everything the details page shows: lines, subtotals
 * (products and tax with VAT, shipping 0 for eSIMs), payment method, status history, billing
 * address, eSIMs (as on the thank-you page) and the invoice link (null until paid). Another
 * customer's order or an unknown id: ShopError 404 ORDER_NOT_FOUND.
 */
export async function getAccountOrder(client: ShopClient, input: { id: string }, options: CallOptions = {}): Promise<AccountOrder> {
  if (!ORDER_ID.test(input.id)) {
    // Still logged-out first: a visitor learns nothing from a malformed id either.
    await fetchOrders(client, { itemsPerPage: 1 }, options);
    throw notFound('getAccountOrder');
  }
  const { accountOrder: order } = await accountRequest(
    client,
    'getAccountOrder',
    ORDER_DOCUMENT,
    { id: input.id },
    orderResponseSchema,
    options,
  );
  if (!order) throw notFound('getAccountOrder');
  const money = (amount: number) => ({ amount, currency: order.currencyCode });
  const totals = figures(order);
  const lines = [...order.lines].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  return parsed('getAccountOrder', accountOrderSchema, {
    ...toSummary(order),
    lines: lines.map((line) => ({
      id: line.id,
      variantId: line.productVariant.id,
      productSlug: line.productVariant.product.slug,
      name: line.productVariant.name,
      sku: line.productVariant.sku,
      quantity: boughtQuantity(line),
      unitPriceWithTax: money(line.proratedUnitPriceWithTax),
      linePriceWithTax: money(totals.lineWithTax(line)),
    })),
    subtotals: { products: money(totals.productsWithTax), shipping: money(order.shippingWithTax), tax: money(totals.tax) },
    paymentMethod: order.paymentMethodName,
    history: order.accountStatusHistory,
    billingAddress: order.checkoutAddress ? withoutNulls(order.checkoutAddress) : null,
    billingAddressLines: order.billingAddressLines,
    esims: toDeliveredEsims(order.esims, order.state === 'Cancelled'),
    invoiceUrl: order.invoiceUrl,
  });
}

const ORDER_AGAIN_DOCUMENT = /* GraphQL */ `
  mutation OrderAgain($orderId: ID!) {
    orderAgain(orderId: $orderId) {
      ... on OrderAgainResult {
        order { ...CartOrder }
        skipped { orderLineId productVariantId name requested added reason }
      }
      ${ERROR_RESULT_SELECTION}
    }
  }
  ${CART_ORDER_FRAGMENT}
`;
const SKIP_REASONS = { UNAVAILABLE: 'unavailable', ORDER_LIMIT: 'orderLimit' } as const;
const orderAgainResponseSchema = z.object({
  orderAgain: z.union([
    errorResultSchema,
    z.object({
      order: cartOrderSchema,
      skipped: z.array(
        z.object({
          orderLineId: z.string(),
          productVariantId: z.string(),
          name: z.string(),
          requested: z.number().int(),
          added: z.number().int(),
          reason: z.enum(['UNAVAILABLE', 'ORDER_LIMIT']),
        }),
      ),
    }),
  ]),
});

/**
 * Spec §4 order again: every line of one of the customer's orders goes back into the cart, at
 * today's prices. What cannot be added in full (a plan no longer sold, or no room left under the
 * cart's limits: 10 of a plan, 20 items) is added as far as it can be and reported in `skipped`,
 * so the shopper goes to checkout with what can be had and is told about the rest. A cart that is
 * being paid cannot change: ShopError ORDER_MODIFICATION_ERROR (409).
 */
export async function orderAgain(client: ShopClient, input: { id: string }, options: CallOptions = {}): Promise<OrderAgainResult> {
  if (!ORDER_ID.test(input.id)) {
    await fetchOrders(client, { itemsPerPage: 1 }, options);
    throw notFound('orderAgain');
  }
  const { orderAgain: answer } = await accountRequest(
    client,
    'orderAgain',
    ORDER_AGAIN_DOCUMENT,
    { orderId: input.id },
    orderAgainResponseSchema,
    options,
  );
  if ('errorCode' in answer) throw errorResultToShopError('orderAgain', answer);
  const cart = parsed('orderAgain', cartSchema, toCart(answer.order, client.currency ?? SPEC_DEFAULT_CURRENCY));
  return parsed('orderAgain', orderAgainResultSchema, {
    cart,
    skipped: answer.skipped.map(({ productVariantId, reason, ...line }) => ({
      ...line,
      variantId: productVariantId,
      reason: SKIP_REASONS[reason],
    })),
  });
}

const SEND_MESSAGE_DOCUMENT = /* GraphQL */ `
  mutation SendOrderMessage($input: OrderMessageInput!) {
    sendOrderMessage(input: $input)
  }
`;

const messageInputSchema = z.object({
  orderId: z.string().regex(ORDER_ID, 'Order not found'),
  orderLineId: z.string().regex(ORDER_ID, 'Order line not found').nullable(),
  message: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .refine((message) => [...message].length <= ORDER_MESSAGE_MAX_LENGTH, 'Field exceeded characters limit'),
});

/**
 * Spec §3 order message: sent to the shop about one item of the order (or the whole order when
 * `orderLineId` is null); staff read it in the dashboard's order history. The message is plain
 * text, required, at most ORDER_MESSAGE_MAX_LENGTH characters: refused before sending with
 * BAD_USER_INPUT (400) and the form's message (§5). Not the customer's order: 404.
 */
export async function sendOrderMessage(client: ShopClient, input: OrderMessage, options: CallOptions = {}): Promise<void> {
  const checked = messageInputSchema.safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    if (issue?.path[0] === 'orderId' || issue?.path[0] === 'orderLineId') {
      await fetchOrders(client, { itemsPerPage: 1 }, options);
      throw notFound('sendOrderMessage');
    }
    throw new ShopError('sendOrderMessage', {
      kind: 'http',
      status: 400,
      code: 'BAD_USER_INPUT',
      message: issue?.message ?? 'This field is required',
      fields: { message: issue?.message ?? 'This field is required' },
    });
  }
  await accountRequest(
    client,
    'sendOrderMessage',
    SEND_MESSAGE_DOCUMENT,
    { input: checked.data },
    z.object({ sendOrderMessage: z.literal(true) }),
    options,
  );
}
