import type { CallOptions, ShopClient } from '../../client';
import { ShopError } from '../../errors';
import { graphql, type ResultOf } from '../../graphql';
import type { Money } from '../../money';
import { z } from '../../zod';
import { SPEC_DEFAULT_CURRENCY } from '../cart/cart';
import { errorResultToShopError } from '../cart/cart-error-result';
import { CART_ORDER_FRAGMENT, toCart, type Cart } from '../cart/cart-order';
import { withoutNulls, type CheckoutAddress } from '../checkout/checkout-address';
import { DELIVERED_ESIM_FRAGMENT, toDeliveredEsims, type DeliveredEsim } from '../esim-status/delivered-esims';
import { esimDelayedSince } from '../esim-status/esim-delay';
import { clampedWhole, pageOfList, type ListWindow } from '../paging';
import { ORDER_MESSAGE_MAX_LENGTH } from './account-input';
import { ORDER_ID, accountRequest, notFound, notLoggedIn } from './account-request';

/*
 * Spec §7 fetchOrders and the rest of a logged-in customer's orders (§2 OrderHistory and
 * orderDetails, §4 order again, §3 order message), over the backend's account plugin (orders/).
 * The statuses are the backend's `accountStatus` (the spec shows none; the shop's choice,
 * documented in account-order-status.ts there):
 *   awaitingPayment  no settled payment yet;   paymentPending  placed, PayPal confirming the payment;
 *   delivering       paid, eSIMs being provisioned;   delivered  paid, every item has its eSIM;
 *   cancelled        cancelled (and refunded);   paymentFailed  cancelled, the payment never went through.
 * Logged out, every call is a ShopError NOT_LOGGED_IN (401). Another customer's order and an
 * unknown id are the same 404, so nothing about other orders leaks.
 */

export const DEFAULT_ORDERS_PER_PAGE = 10;
const MAX_ORDERS_PER_PAGE = 100;

/** What the history and the details read of an order; a cancelled order's lines have quantity 0, the bought quantity stays in orderPlacedQuantity. */
const SUMMARY_FRAGMENT = graphql(`
  fragment AccountOrderSummary on Order @_unmask {
    id code orderPlacedAt currencyCode state accountStatus total totalWithTax
    lines { id quantity orderPlacedQuantity proratedUnitPrice proratedUnitPriceWithTax proratedLinePriceWithTax }
  }
`);
type AnsweredSummary = ResultOf<typeof SUMMARY_FRAGMENT>;
type LineFigures = AnsweredSummary['lines'][number];

/** The status a customer reads (spec: "Order status values: not shown"; the shop's choice, README). */
export type AccountOrderStatus = AnsweredSummary['accountStatus'];

/** One row of the order history: date, reference (Vendure's order code), status, total. */
export interface OrderSummary {
  /** The order id the invoice link and the details are built from (spec §7). */
  id: string;
  reference: string;
  /** ISO 8601, when the order was placed. */
  placedAt: string;
  status: AccountOrderStatus;
  total: Money;
  totalQuantity: number;
}

/** A page of the history, newest first. */
export interface OrderHistoryPage {
  orders: OrderSummary[];
  page: number;
  pageCount: number;
  totalItems: number;
}

const boughtQuantity = (line: LineFigures) => line.quantity || line.orderPlacedQuantity;

/**
 * Amounts with VAT. Vendure zeroes a cancelled order's quantities and totals; the customer still
 * sees what they paid (and were refunded): quantities bought × the unit prices, which stay. The
 * prorated prices include every discount, so the lines add up to the products subtotal.
 */
function figures(order: AnsweredSummary) {
  const cancelled = order.state === 'Cancelled';
  const lineWithTax = (line: LineFigures) =>
    cancelled ? line.proratedUnitPriceWithTax * boughtQuantity(line) : line.proratedLinePriceWithTax;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const productsWithTax = sum(order.lines.map(lineWithTax));
  const net = cancelled ? sum(order.lines.map((line) => line.proratedUnitPrice * boughtQuantity(line))) : order.total;
  const total = cancelled ? productsWithTax : order.totalWithTax;
  return { lineWithTax, productsWithTax, tax: total - net, total, quantity: sum(order.lines.map(boughtQuantity)) };
}

function toSummary(order: AnsweredSummary): OrderSummary {
  const totals = figures(order);
  return {
    id: order.id,
    reference: order.code,
    // A placed order always has the date; a draft never reaches the account.
    placedAt: order.orderPlacedAt ?? '',
    status: order.accountStatus,
    total: { amount: totals.total, currency: order.currencyCode },
    totalQuantity: totals.quantity,
  };
}

const ORDERS_DOCUMENT = graphql(
  `
  query AccountOrders($options: OrderListOptions) {
    activeCustomer {
      id
      orders(options: $options) { totalItems items { ...AccountOrderSummary } }
    }
  }
`,
  [SUMMARY_FRAGMENT],
);

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
      options,
    );
    if (!activeCustomer) throw notLoggedIn('fetchOrders');
    return activeCustomer.orders;
  };
  const orders = await pageOfList(ask, input.page, itemsPerPage);
  return {
    orders: orders.items.map(toSummary),
    page: orders.page,
    // The history says "no orders yet" for none rather than "page 1 of 1".
    pageCount: orders.totalItems === 0 ? 0 : orders.pagesCount,
    totalItems: orders.totalItems,
  };
}

const ORDER_DOCUMENT = graphql(
  `
  query AccountOrder($id: ID!) {
    accountOrder(id: $id) {
      ...AccountOrderSummary
      shippingWithTax
      lines { productVariant { id sku name product { slug } } }
      paymentMethodName
      accountStatusHistory { at status }
      checkoutAddress { firstName lastName company vatNumber address1 city state postcode countryCode }
      billingAddressLines
      invoiceUrl
      creditNotes { number issuedAt amount url }
      esims { ...DeliveredEsimFields }
      esimDelay { since }
    }
  }
`,
  [SUMMARY_FRAGMENT, DELIVERED_ESIM_FRAGMENT],
);
type AnsweredOrder = NonNullable<ResultOf<typeof ORDER_DOCUMENT>['accountOrder']>;

/** Spec §3 Order line: name, quantity, unit and total price with tax (plus what re-ordering needs). */
export interface AccountOrderLine {
  id: string;
  variantId: string;
  productSlug: string;
  name: string;
  sku: string;
  quantity: number;
  unitPriceWithTax: Money;
  linePriceWithTax: Money;
}

/** Spec §3 Order history entry: date and state. */
export type OrderStatusChange = AnsweredOrder['accountStatusHistory'][number];

/** Everything the order details page and panel show. */
export interface AccountOrder extends OrderSummary {
  lines: AccountOrderLine[];
  subtotals: { products: Money; shipping: Money; tax: Money };
  /** e.g. 'Card', 'PayPal'; null before payment. */
  paymentMethod: string | null;
  history: OrderStatusChange[];
  billingAddress: Omit<CheckoutAddress, 'alias'> | null;
  /** The billing address as printed lines (spec: addresses.invoice.lines). */
  billingAddressLines: string[];
  esims: DeliveredEsim[];
  /**
   * ISO 8601: since when the paid order waits for its eSIMs (the supplier is late; they follow by
   * email, issue 32); null when it does not wait, is cancelled, or shows an eSIM already.
   */
  esimDelayedSince: string | null;
  /** Same-origin path of the invoice PDF; null while there is no invoice (order not paid). */
  invoiceUrl: string | null;
  /** The credit notes of the order's refunds, oldest first: number, date, amount credited and PDF path. */
  creditNotes: AccountCreditNote[];
}

/** A refund's credit note, as the order lists it. */
export interface AccountCreditNote {
  /** e.g. CN-2026-000001 */
  number: string;
  /** ISO 8601 */
  issuedAt: string;
  amount: Money;
  /** Same-origin path of its PDF. */
  url: string;
}

/**
 * One of the customer's orders with everything the details page shows: lines, subtotals
 * (products and tax with VAT, shipping 0 for eSIMs), payment method, status history, billing
 * address, eSIMs (as on the thank-you page) or since when they are late, and the invoice link (null until paid). Another
 * customer's order or an unknown id: ShopError 404 ORDER_NOT_FOUND.
 */
export async function getAccountOrder(client: ShopClient, input: { id: string }, options: CallOptions = {}): Promise<AccountOrder> {
  if (!ORDER_ID.test(input.id)) {
    // Still logged-out first: a visitor learns nothing from a malformed id either.
    await fetchOrders(client, { itemsPerPage: 1 }, options);
    throw notFound('getAccountOrder');
  }
  const { accountOrder: order } = await accountRequest(client, 'getAccountOrder', ORDER_DOCUMENT, { id: input.id }, options);
  if (!order) throw notFound('getAccountOrder');
  const money = (amount: number) => ({ amount, currency: order.currencyCode });
  const totals = figures(order);
  const lines = [...order.lines].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const cancelled = order.state === 'Cancelled';
  const esims = toDeliveredEsims('getAccountOrder', order.esims, cancelled);
  return {
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
    esims,
    esimDelayedSince: esimDelayedSince('getAccountOrder', order.esimDelay, { cancelled, esimCount: esims.length }),
    invoiceUrl: order.invoiceUrl,
    creditNotes: order.creditNotes.map((note) => ({ ...note, amount: money(note.amount) })),
  };
}

const ORDER_AGAIN_DOCUMENT = graphql(
  `
  mutation OrderAgain($orderId: ID!) {
    orderAgain(orderId: $orderId) {
      ... on OrderAgainResult {
        order { ...CartOrder }
        skipped { orderLineId productVariantId name requested added reason }
      }
      ... on ErrorResult { errorCode message }
    }
  }
`,
  [CART_ORDER_FRAGMENT],
);

/** Why order again could not add a line in full: the plan is no longer sold, or the cart's limits (10 of a plan, 20 items). */
const SKIP_REASONS = { UNAVAILABLE: 'unavailable', ORDER_LIMIT: 'orderLimit' } as const;

/** A past order's line order again could not add in full: how many were asked for and added, and why. */
export interface OrderAgainSkippedLine {
  orderLineId: string;
  variantId: string;
  name: string;
  requested: number;
  added: number;
  reason: (typeof SKIP_REASONS)[keyof typeof SKIP_REASONS];
}

/** Spec §4 order again: the cart after re-adding a past order's lines, and the lines not added in full. */
export interface OrderAgainResult {
  cart: Cart;
  skipped: OrderAgainSkippedLine[];
}

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
  const { orderAgain: answer } = await accountRequest(client, 'orderAgain', ORDER_AGAIN_DOCUMENT, { orderId: input.id }, options);
  if ('errorCode' in answer) throw errorResultToShopError('orderAgain', answer);
  return {
    cart: toCart(answer.order, client.currency ?? SPEC_DEFAULT_CURRENCY),
    skipped: answer.skipped.map(({ productVariantId, reason, ...line }) => ({
      ...line,
      variantId: productVariantId,
      reason: SKIP_REASONS[reason],
    })),
  };
}

const SEND_MESSAGE_DOCUMENT = graphql(`
  mutation SendOrderMessage($input: OrderMessageInput!) {
    sendOrderMessage(input: $input)
  }
`);

const messageInputSchema = z.object({
  orderId: z.string().regex(ORDER_ID, 'Order not found'),
  orderLineId: z.string().regex(ORDER_ID, 'Order line not found').nullable(),
  message: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .refine((message) => [...message].length <= ORDER_MESSAGE_MAX_LENGTH, 'Field exceeded characters limit'),
});
/** Spec §3 Order message: about one item of the order (or the whole order when null). */
export type OrderMessage = z.infer<typeof messageInputSchema>;

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
  await accountRequest(client, 'sendOrderMessage', SEND_MESSAGE_DOCUMENT, { input: checked.data }, options);
}
