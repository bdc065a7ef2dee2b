/*
 * The one rate limiter's rule (issue 15), whatever it guards: logins, registrations and resets
 * (account plugin), the contact and review forms (form-submissions plugin), coupon codes (cart plugin),
 * staff logins (security-log plugin), card declines and account emails (issue 30).
 *
 * A guard names the counters one request adds to, e.g. "logins from this address" and "logins of
 * this account". Each counter has a limit over a sliding window of the requests it let through.
 * Past the limit a counter either refuses at once (RATE_LIMITED; a refused request is not counted,
 * so a caller who keeps hammering gets the limit per window and the table never grows with the
 * hammering); or, for counters anyone can fill in someone else's name and that guard no secret,
 * only slows the request down (1 s, doubling, at most 8 s); or only reports that it is past its
 * limit, for a guard that raises an alert rather than stopping anyone (a burst of card declines
 * across the shop).
 */

export interface RateLimit {
  /** Names the counter's kind, e.g. `login|ip`; with the key it makes the bucket. */
  name: string;
  /** Requests allowed in the window, this one included. */
  limit: number;
  windowMs: number;
  /** What a request past the limit gets; `report`: nothing, its guard is told (`reportedPastLimit`). */
  beyond: 'refuse' | 'slow' | 'report';
}

/** One counter a request adds to: a rule and whose count it is (an address, an account, a session). */
export interface RateCounter {
  rule: RateLimit;
  key: string;
}

export type RateDecision = { allow: true; delayMs: number } | { allow: false };

/** Rows older than this are swept whatever their counter: no window may be longer. */
export const LONGEST_WINDOW_MS = 60 * 60_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 8_000;
/** How far past its limit a counter is ever counted: enough to reach the longest delay. */
export const COUNT_BEYOND_LIMIT = Math.log2(MAX_DELAY_MS / FIRST_DELAY_MS) + 1;

export function bucketOf(counter: RateCounter): string {
  return `${counter.rule.name}|${counter.key}`;
}

/** Refused if any refusing counter is past its limit; else slowed by the fullest slowing counter. */
export function rateDecision(counts: ReadonlyArray<{ rule: RateLimit; count: number }>): RateDecision {
  if (counts.some(({ rule, count }) => rule.beyond === 'refuse' && count > rule.limit)) return { allow: false };
  const over = Math.max(0, ...counts.filter(({ rule }) => rule.beyond === 'slow').map(({ rule, count }) => count - rule.limit));
  return { allow: true, delayMs: over === 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (over - 1)) };
}

/** The names of the reporting counters past their limit: what their guard is told. */
export function reportedPastLimit(counts: ReadonlyArray<{ rule: RateLimit; count: number }>): string[] {
  return counts.filter(({ rule, count }) => rule.beyond === 'report' && count > rule.limit).map(({ rule }) => rule.name);
}
