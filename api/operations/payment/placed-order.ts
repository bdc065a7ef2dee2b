import { z } from '../../zod';

import type { CallOptions, ShopClient } from '../../client';
import { ShopError, parsed } from '../../errors';
import { CART_ORDER_FRAGMENT, cartOrderSchema, toCart } from '../../schemas/cart-order';
import { ACCOUNT_ORDER_STATUSES, type AccountOrderStatus } from '../../schemas/account-order';
import { placedOrderSchema, type PlacedOrder, type PlacedOrderStatus } from '../../schemas/placed-order';
import { ESIMS_SELECTION, esimsResponseSchema, toDeliveredEsims } from '../esim-status/delivered-esims';

const PLACED_ORDER_DOCUMENT = /* GraphQL */ `
  query PlacedOrder($code: String!) {
    orderByCode(code: $code) {
      ...CartOrder
      lines { id orderPlacedQuantity }
      state
      accountStatus
      customer { emailAddress }
      esimUsageLinkToken
      ${ESIMS_SELECTION}
    }
  }
  ${CART_ORDER_FRAGMENT}
`;

const placedOrderResponseSchema = z.object({
  orderByCode: cartOrderSchema
    .extend({
      // A cancelled order's lines have quantity 0; what was bought is `orderPlacedQuantity`.
      lines: z.array(
        cartOrderSchema.shape.lines.element.extend({
          quantity: z.number().int().nonnegative(),
          orderPlacedQuantity: z.number().int().nonnegative(),
        }),
      ),
      state: z.string(),
      accountStatus: z.enum(ACCOUNT_ORDER_STATUSES),
      customer: z.object({ emailAddress: z.string() }).nullable(),
      esims: esimsResponseSchema,
      esimUsageLinkToken: z.string().nullable(),
    })
    .nullable(),
});

/** What the thank-you page shows of the backend's status (account-order-status.ts there); an order not placed yet is not shown. */
const PLACED_STATUS: Readonly<Record<AccountOrderStatus, PlacedOrderStatus | undefined>> = {
  awaitingPayment: undefined,
  paymentPending: 'paymentPending',
  delivering: 'delivering',
  delivered: 'delivered',
  cancelled: 'cancelled',
  paymentFailed: 'paymentFailed',
};

/**
 * The order a shopper just paid (spec §3 "the order id stored after finishing"), by its code.
 * The backend answers it only to its owner: the session that paid it (for a limited time) or the
 * customer's account. Anyone else gets the same 404 as for an unknown or unpaid order, so codes
 * cannot be probed.
 */
export async function getPlacedOrder(client: ShopClient, code: string, options: CallOptions = {}): Promise<PlacedOrder> {
  const notFound = () => new ShopError('getPlacedOrder', { kind: 'http', status: 404, message: 'Order not found' });
  const { orderByCode: order } = await client
    .request('getPlacedOrder', PLACED_ORDER_DOCUMENT, { code }, placedOrderResponseSchema, { ...options, fresh: true })
    .catch((error: unknown) => {
      throw error instanceof ShopError && error.status === 403 ? notFound() : error;
    });
  if (!order) throw notFound();
  const placed = PLACED_STATUS[order.accountStatus];
  if (!placed) throw notFound();
  const cancelled = placed === 'cancelled' || placed === 'paymentFailed';
  const esims = toDeliveredEsims(order.esims, cancelled);
  // Cancelling sets every line's quantity to 0; the shopper still sees what they had bought.
  const lines = order.lines.map(({ orderPlacedQuantity, ...line }) => ({ ...line, quantity: line.quantity || orderPlacedQuantity }));
  return parsed('getPlacedOrder', placedOrderSchema, {
    code: order.code,
    // Delivered as soon as the first eSIM shows (the page polls for the rest), not once all are stored.
    status: placed === 'delivering' && esims.length > 0 ? 'delivered' : placed,
    email: order.customer?.emailAddress ?? null,
    cart: toCart({ ...order, lines, totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0) }, order.currencyCode),
    esims,
    esimUsageLinkToken: cancelled ? null : order.esimUsageLinkToken,
  });
}
