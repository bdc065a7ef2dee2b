/*
 * The status a customer reads on their orders. The spec leaves order statuses unshown (§3, §4);
 * the shop's choice (README, `AccountOrderStatus` of api/operations/account/account-orders.ts):
 *   awaitingPayment  the order exists but no payment is settled (Vendure: AddingItems,
 *                    ArrangingPayment, Draft, Modifying…)
 *   paymentPending   placed, the payment not final yet: PayPal is confirming it (Vendure:
 *                    PaymentAuthorized, its PayPal capture PENDING); nothing is delivered yet
 *   delivering       paid (PaymentSettled), the eSIMs are being provisioned
 *   delivered        paid and every item has its eSIM (no Vendure state: eSIMs are not shipped,
 *                    so it is read from the stored profiles)
 *   cancelled        Cancelled after it was paid (provisioning failed and the payment was
 *                    refunded, or staff cancelled)
 *   paymentFailed    Cancelled without ever being paid: PayPal denied the pending payment
 * Pure: unit-tested in test/account-orders-status.test.ts.
 */

export type AccountOrderStatus = 'awaitingPayment' | 'paymentPending' | 'delivering' | 'delivered' | 'cancelled' | 'paymentFailed';

const STATUS_OF_STATE: Readonly<Record<string, AccountOrderStatus>> = {
  PaymentAuthorized: 'paymentPending',
  PaymentSettled: 'delivering',
  // Fulfilment states: the shop never ships, but staff could move an order there by hand.
  PartiallyShipped: 'delivering',
  Shipped: 'delivering',
  PartiallyDelivered: 'delivering',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/** Vendure's order state as a customer status, before looking at the eSIMs. Any other state is unpaid. */
export function statusOfState(state: string): AccountOrderStatus {
  return STATUS_OF_STATE[state] ?? 'awaitingPayment';
}

/** An order paid for and not cancelled: the one that has an invoice. */
export function isPaidState(state: string): boolean {
  const status = statusOfState(state);
  return status === 'delivering' || status === 'delivered';
}

export interface DeliveryFacts {
  /** Items bought (Σ line quantities). */
  items: number;
  /** eSIM profiles stored for the order. */
  esims: number;
  /** When the last of them was stored; null without any. */
  lastEsimAt: Date | null;
}

/**
 * The order's status now: a paid order is delivered once every item has its eSIM; a cancelled one
 * that was never paid (`wasPaid`: it reached PaymentSettled once) is a payment that failed.
 */
export function accountStatus(state: string, delivery: DeliveryFacts, wasPaid = true): AccountOrderStatus {
  const status = statusOfState(state);
  if (status === 'cancelled' && !wasPaid) return 'paymentFailed';
  return status === 'delivering' && isDelivered(delivery) ? 'delivered' : status;
}

function isDelivered(delivery: DeliveryFacts): boolean {
  return delivery.items > 0 && delivery.esims >= delivery.items && delivery.lastEsimAt !== null;
}

/** The order in which a customer's order goes through its statuses, for changes at the same time. */
const LIFE_ORDER: readonly AccountOrderStatus[] = [
  'awaitingPayment',
  'paymentPending',
  'delivering',
  'delivered',
  'paymentFailed',
  'cancelled',
];

export interface StateTransition {
  at: Date;
  /** The state Vendure moved the order to (history entry `data.to`). */
  to: string;
}

export interface StatusChange {
  at: Date;
  status: AccountOrderStatus;
}

/**
 * Vendure's state transitions (history entries ORDER_STATE_TRANSITION) as the customer's status
 * history, oldest first: each transition's target state mapped, plus "delivered" when the last
 * eSIM was stored (a paid order that is not cancelled), a cancellation before any payment settled
 * as paymentFailed, and a status repeated by the next entry merged into the first (a declined card
 * goes AddingItems → ArrangingPayment → AddingItems: one awaitingPayment).
 */
export function statusHistory(transitions: readonly StateTransition[], delivery: DeliveryFacts): StatusChange[] {
  const changes: StatusChange[] = [];
  let paidSoFar = false;
  for (const transition of transitions) {
    paidSoFar ||= transition.to === 'PaymentSettled';
    changes.push({ at: transition.at, status: accountStatus(transition.to, { items: 0, esims: 0, lastEsimAt: null }, paidSoFar) });
  }
  const paid = changes.some((change) => change.status === 'delivering');
  if (paid && isDelivered(delivery) && delivery.lastEsimAt) changes.push({ at: delivery.lastEsimAt, status: 'delivered' });
  // SQLite keeps whole seconds: a cancellation in the second the last eSIM was stored ties with it,
  // and a tie goes in the order an order lives (an eSIM is never stored after the cancellation).
  changes.sort((a, b) => a.at.getTime() - b.at.getTime() || LIFE_ORDER.indexOf(a.status) - LIFE_ORDER.indexOf(b.status));
  return changes.filter((change, index) => index === 0 || changes[index - 1]?.status !== change.status);
}
