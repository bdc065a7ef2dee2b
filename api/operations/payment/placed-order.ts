import type { CallOptions, ShopClient } from '../../client';
import { ShopError } from '../../errors';
import { graphql, requestTyped, type ResultOf } from '../../graphql';
import { CART_ORDER_FRAGMENT, toCart, type Cart } from '../cart/cart-order';
import { DELIVERED_ESIM_FRAGMENT, toDeliveredEsims, type DeliveredEsim } from '../esim-status/delivered-esims';
import { esimDelayedSince } from '../esim-status/esim-delay';

const PLACED_ORDER_DOCUMENT = graphql(
  `
  query PlacedOrder($code: String!) {
    orderByCode(code: $code) {
      ...CartOrder
      lines { id orderPlacedQuantity }
      state
      accountStatus
      customer { emailAddress }
      esimUsageLinkToken
      esims { ...DeliveredEsimFields }
      esimDelay { since }
    }
  }
`,
  [CART_ORDER_FRAGMENT, DELIVERED_ESIM_FRAGMENT],
);
type AccountStatus = NonNullable<ResultOf<typeof PLACED_ORDER_DOCUMENT>['orderByCode']>['accountStatus'];

/**
 * Where a placed order stands for its buyer (spec §2 thank-you): `paymentPending` while PayPal
 * confirms the payment (nothing delivered yet; issue 15), `delivering` until the eSIMs are
 * provisioned, `delayed` when the supplier has not issued them yet (paid, they follow by email;
 * issue 32), `delivered` with them, `cancelled` when provisioning failed and the order was
 * refunded, `paymentFailed` when PayPal did not complete the payment and the order was cancelled.
 */
export type PlacedOrderStatus = Exclude<AccountStatus, 'awaitingPayment'> | 'delayed';

/** A placed order as its buyer sees it after paying. */
export interface PlacedOrder {
  code: string;
  status: PlacedOrderStatus;
  email: string | null;
  cart: Cart;
  esims: DeliveredEsim[];
  /** The token of the guest's signed eSIM usage page (`/{lang}/esim-status?token=…`); null once cancelled. */
  esimUsageLinkToken: string | null;
  /** ISO 8601: since when the paid order waits for its eSIMs (status `delayed`); null otherwise. */
  esimDelayedSince: string | null;
}

/** What the thank-you page shows of the backend's status (account-order-status.ts there); an order not placed yet is not shown. */
function placedStatusOf(status: AccountStatus): Exclude<AccountStatus, 'awaitingPayment'> | undefined {
  return status === 'awaitingPayment' ? undefined : status;
}

/** Delivered as soon as the first eSIM shows (the page polls for the rest), not once all are stored; delayed while the supplier is late. */
function shownStatusOf(
  placed: Exclude<AccountStatus, 'awaitingPayment'>,
  esimCount: number,
  delayedSince: string | null,
): PlacedOrderStatus {
  if (placed !== 'delivering') return placed;
  if (esimCount > 0) return 'delivered';
  return delayedSince === null ? 'delivering' : 'delayed';
}

/**
 * The order a shopper just paid (spec §3 "the order id stored after finishing"), by its code.
 * The backend answers it only to its owner: the session that paid it (for a limited time) or the
 * customer's account. Anyone else gets the same 404 as for an unknown or unpaid order, so codes
 * cannot be probed.
 */
export async function getPlacedOrder(client: ShopClient, code: string, options: CallOptions = {}): Promise<PlacedOrder> {
  const notFound = () => new ShopError('getPlacedOrder', { kind: 'http', status: 404, message: 'Order not found' });
  const { orderByCode: order } = await requestTyped(
    client,
    'getPlacedOrder',
    PLACED_ORDER_DOCUMENT,
    { code },
    { ...options, fresh: true },
  ).catch((error: unknown) => {
    throw error instanceof ShopError && error.status === 403 ? notFound() : error;
  });
  if (!order) throw notFound();
  const placed = placedStatusOf(order.accountStatus);
  if (!placed) throw notFound();
  const cancelled = placed === 'cancelled' || placed === 'paymentFailed';
  const esims = toDeliveredEsims('getPlacedOrder', order.esims, cancelled);
  // Cancelling sets every line's quantity to 0; the shopper still sees what they had bought. (The
  // fragment's `lines` and this document's are typed as two arrays; spread, a line has both's fields.)
  const lines = [...order.lines].map(({ orderPlacedQuantity, ...line }) => ({ ...line, quantity: line.quantity || orderPlacedQuantity }));
  // Only a paid order waits: PayPal still confirming is `paymentPending`, whatever the backend says.
  const delayedSince =
    placed === 'delivering' ? esimDelayedSince('getPlacedOrder', order.esimDelay, { cancelled, esimCount: esims.length }) : null;
  return {
    code: order.code,
    status: shownStatusOf(placed, esims.length, delayedSince),
    email: order.customer?.emailAddress ?? null,
    cart: toCart({ ...order, lines, totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0) }, order.currencyCode),
    esims,
    esimUsageLinkToken: cancelled ? null : order.esimUsageLinkToken,
    esimDelayedSince: delayedSince,
  };
}
