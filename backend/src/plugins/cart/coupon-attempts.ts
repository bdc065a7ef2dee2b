import type { RateCounter, RateLimit } from '../rate-limit/rate-limit-rule';

/*
 * Coupon codes are secrets that are worth money, so trying them is limited (issue 15: 1,000 codes
 * were tried from one session in 11 s). A code Vendure refuses (unknown, expired, used up) counts;
 * any other answer is taken back out of the counts once known: a code that applied (a shopper who
 * types the code they were given never gets near the limit, and applying a right code again
 * teaches an attacker nothing new) or the one-code-per-order refusal, which checks no code. Numbers
 * chosen so a real shopper never meets them:
 *
 * - per session, 10 refused codes in 10 minutes: a shopper mistypes a code two or three times;
 * - per client address, 30 in 10 minutes: several shoppers may share one address (an office, a
 *   mobile carrier's NAT), while a new session costs an attacker nothing, so the address is the
 *   real bound: 180 guesses an hour from one address instead of ~90 a second.
 *
 * Counted before the code is checked, by the shop's one rate limiter, so parallel tries are held
 * to the same numbers; past either, the answer is RATE_LIMITED at once.
 */
const COUPON_ATTEMPT_WINDOW_MS = 10 * 60_000;
export const REFUSED_COUPONS_PER_SESSION = 10;
export const REFUSED_COUPONS_PER_ADDRESS = 30;

const perSession: RateLimit = {
  name: 'coupon|session',
  limit: REFUSED_COUPONS_PER_SESSION,
  windowMs: COUPON_ATTEMPT_WINDOW_MS,
  beyond: 'refuse',
};
const perAddress: RateLimit = {
  name: 'coupon|ip',
  limit: REFUSED_COUPONS_PER_ADDRESS,
  windowMs: COUPON_ATTEMPT_WINDOW_MS,
  beyond: 'refuse',
};

/** The counters one `applyCouponCode` adds to (the session's only when the request has one). */
export function couponCounters(address: string, sessionId: string | undefined): RateCounter[] {
  const counters: RateCounter[] = [{ rule: perAddress, key: address }];
  if (sessionId) counters.push({ rule: perSession, key: sessionId });
  return counters;
}

/** Vendure's answers to a code it checked and refused (invalid, expired, its usage limit reached). */
const REFUSED_CODE_ERRORS: ReadonlySet<string> = new Set([
  'COUPON_CODE_INVALID_ERROR',
  'COUPON_CODE_EXPIRED_ERROR',
  'COUPON_CODE_LIMIT_ERROR',
]);

/** Whether an `applyCouponCode` answer is a refused code: those are what the limits count. */
export function isRefusedCode(answer: unknown): boolean {
  const errorCode = answer && typeof answer === 'object' ? (answer as { errorCode?: unknown }).errorCode : undefined;
  return typeof errorCode === 'string' && REFUSED_CODE_ERRORS.has(errorCode);
}
