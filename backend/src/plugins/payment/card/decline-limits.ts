import type { RateCounter, RateLimit } from '../../rate-limit/rate-limit-rule';
import type { DeclineReason } from './card-payment-messages';
import type { StoredOutcome } from './operation-claims';

/*
 * Card testing (issue 30: one guest session sent 30 declined debits with fresh tokens in 5 s,
 * none refused; with a real acquirer each attempt costs a fee). Declines the card's issuer gave
 * (card_declined, insufficient_funds) are counted, over an hour, per:
 *
 * - order and session, 5 each: a shopper whose card is refused tries another card or two;
 * - client address, 10: a tester who starts a new session keeps the address (and several shoppers
 *   may share one address: an office, a hotel's wifi, a carrier's NAT);
 * - card (the gateway's fingerprint: the same card number whatever the token), 3: one card tried
 *   again and again, from any session or address.
 *
 * Counted by the shop's one rate limiter once the debit is its order's attempt (one runs at a
 * time per order: a double click waits for the first, it is not counted twice) and before the
 * gateway is asked, so parallel debits of other orders are held to the same numbers; a debit that
 * did not end in a counted decline (paid, a 3-D Secure challenge, an error, a refusal of the
 * token itself) is taken back out once known. The price of that bound: debits still running count
 * too, so 11 at the same moment from one address would see the 11th refused. Past any counter the
 * debit is refused before the gateway is asked, with its own decline reason (too_many_declines):
 * nothing is charged, the cart stays, and the shopper can still pay with PayPal. Apple Pay pays
 * through the same debit, so it is counted the same.
 *
 * Across the shop, declines are also counted over 10 minutes without refusing anyone: past
 * `alertAfter` staff are alerted (an email and the security log), at most once in that time.
 */

export const DECLINE_WINDOW_MS = 60 * 60_000;
export const DECLINE_ALERT_WINDOW_MS = 10 * 60_000;

export interface DeclineLimits {
  perOrder: number;
  perSession: number;
  perAddress: number;
  perCard: number;
  /** Declines across the shop within DECLINE_ALERT_WINDOW_MS that raise an alert to staff. */
  alertAfter: number;
}

export const DEFAULT_DECLINE_LIMITS: DeclineLimits = { perOrder: 5, perSession: 5, perAddress: 10, perCard: 3, alertAfter: 20 };

/** Who a debit is: its order, its session, its client address and its card's fingerprint when the gateway knows the token. */
interface DebitIdentity {
  orderId: string;
  sessionId: string;
  clientAddress: string;
  cardFingerprint: string | undefined;
}

const rule = (scope: string, limit: number): RateLimit => ({
  name: `card-decline|${scope}`,
  limit,
  windowMs: DECLINE_WINDOW_MS,
  beyond: 'refuse',
});

/** The counters one debit adds to (the card's only when the gateway gave its fingerprint). */
export function declineCounters(limits: DeclineLimits, debit: DebitIdentity): RateCounter[] {
  const counters: RateCounter[] = [
    { rule: rule('order', limits.perOrder), key: debit.orderId },
    { rule: rule('session', limits.perSession), key: debit.sessionId },
    { rule: rule('ip', limits.perAddress), key: debit.clientAddress },
  ];
  if (debit.cardFingerprint) counters.push({ rule: rule('card', limits.perCard), key: debit.cardFingerprint });
  return counters;
}

/** The shop-wide counter of declines: it only reports that it is past `alertAfter`. */
export function shopDeclineCounter(limits: DeclineLimits): RateCounter {
  return {
    rule: { name: 'card-decline|shop', limit: limits.alertAfter, windowMs: DECLINE_ALERT_WINDOW_MS, beyond: 'report' },
    key: 'all',
  };
}

/** The declines that count: the issuer refused the card (each one a fee with a real acquirer). */
const COUNTED_REASONS: ReadonlySet<DeclineReason> = new Set(['card_declined', 'insufficient_funds']);

export function isCountedDecline(outcome: StoredOutcome | undefined): boolean {
  return outcome?.status === 'declined' && COUNTED_REASONS.has(outcome.reason);
}
