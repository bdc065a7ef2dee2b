import type { ID } from '@vendure/core';

/**
 * How long the session that paid a guest order may read it by code: the thank-you page right after
 * paying, a reload of it, a return to the tab within the same visit. The eSIMs themselves are in
 * the delivery email for good; an account holder sees their orders without a limit. Vendure's own
 * default window, now bound to the paying session instead of open to anyone with the code.
 */
export const GUEST_ORDER_ACCESS_MS = 2 * 60 * 60 * 1000;

/** Payment states that place an order (Vendure moves the order to PaymentSettled / PaymentAuthorized). */
const PLACING_PAYMENT_STATES: ReadonlySet<string> = new Set(['Settled', 'Authorized']);

/** The key under which a shop payment method records the id of the session that paid (the card method does). */
export const PAYING_SESSION_METADATA_KEY = 'sessionId';

/**
 * Set (true) by a payment method on a payment that placed the order while its provider was still
 * confirming it (a PayPal capture PENDING, recorded Authorized). Declined later, it still placed
 * the order: its session keeps reading it, to be told that the payment did not go through.
 */
export const PLACED_WHILE_PENDING_METADATA_KEY = 'placedWhilePending';

export interface OrderAccessFacts {
  /** The logged-in user of the request; none for an anonymous (guest) session. */
  activeUserId?: ID | undefined;
  /** The user account of the order's customer; none for a guest customer. */
  ownerUserId?: ID | undefined;
  /** The request's session; Vendure gives every Shop API request with Owner permission one. */
  sessionId?: ID | undefined;
  /** When the order was placed (its payment settled or authorized); none while it is a cart. */
  placedAt?: Date | null | undefined;
  now: number;
  guestAccessMs: number;
}

export type OrderAccessVerdict =
  | { allowed: true; as: 'owner' | 'placing-session' }
  | { allowed: false; reason: 'no-session' | 'not-placed' | 'window-over' | 'other-session' };

const sameId = (a: ID, b: ID) => String(a) === String(b);

/**
 * Who may read an order through the Shop API's `orderByCode` (Admin API reads are not concerned):
 * - the logged-in customer whose account the order belongs to, at any time;
 * - the session that paid for it, for `guestAccessMs` after the order was placed: that is the
 *   guest's browser on the thank-you page. The paying session is read from the order's placing
 *   payments (`placingSessions`, asked only when the rest allows it), where the payment method
 *   recorded it server side; a session id is never taken from the request's input.
 * Everyone else, including another logged-in customer and another guest who learnt the code, is
 * refused, and Vendure answers FORBIDDEN (the same answer as for an unknown code).
 */
export async function decideOrderAccess(
  facts: OrderAccessFacts,
  placingSessions: () => Promise<readonly string[]>,
): Promise<OrderAccessVerdict> {
  if (facts.activeUserId !== undefined && facts.ownerUserId !== undefined && sameId(facts.activeUserId, facts.ownerUserId)) {
    return { allowed: true, as: 'owner' };
  }
  if (facts.sessionId === undefined) return { allowed: false, reason: 'no-session' };
  if (!facts.placedAt) return { allowed: false, reason: 'not-placed' };
  if (facts.now - facts.placedAt.getTime() >= facts.guestAccessMs) return { allowed: false, reason: 'window-over' };
  const sessionId = String(facts.sessionId);
  const paidBy = await placingSessions();
  return paidBy.includes(sessionId) ? { allowed: true, as: 'placing-session' } : { allowed: false, reason: 'other-session' };
}

/**
 * The sessions recorded on the payments that placed the order (declined, cancelled and failed ones
 * do not count, except a declined one that had placed it while pending).
 */
export function placingSessionIdsOf(payments: ReadonlyArray<{ state: string; metadata?: unknown }>): string[] {
  const ids: string[] = [];
  for (const payment of payments) {
    const metadata = payment.metadata && typeof payment.metadata === 'object' ? (payment.metadata as Record<string, unknown>) : undefined;
    const placedThenDeclined = payment.state === 'Declined' && metadata?.[PLACED_WHILE_PENDING_METADATA_KEY] === true;
    if (!PLACING_PAYMENT_STATES.has(payment.state) && !placedThenDeclined) continue;
    const recorded = metadata?.[PAYING_SESSION_METADATA_KEY];
    if ((typeof recorded === 'string' && recorded !== '') || typeof recorded === 'number') ids.push(String(recorded));
  }
  return ids;
}
