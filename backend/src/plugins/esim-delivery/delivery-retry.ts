/**
 * Why a paid order's eSIMs wait (issue 32): the supplier has not issued them yet (`pending`), is
 * down or answered garbage (`transient`), asked the shop to slow down (`rateLimited`), or the
 * shop's prepaid balance there is empty (`insufficientBalance`).
 */
export type DelayReason = 'pending' | 'transient' | 'rateLimited' | 'insufficientBalance';

/** When a waiting delivery is tried again, and for how long it may wait (delivery-settings.ts). */
export interface RetryPolicy {
  /** The first wait after a failure; each further one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** The first look at an order the supplier is still allocating; doubling up to `retryMaxMs`. */
  pollBaseMs: number;
  /** How often an order held for an empty balance is tried again (the top-up is not announced). */
  balanceRetryMs: number;
  /** Waiting longer than this refunds the order after all. */
  giveUpAfterMs: number;
  /** An order the supplier is still allocating gets the "on its way" email after this long. */
  delayNoticeAfterMs: number;
  now: () => Date;
  /** 0 ≤ random() < 1: spreads retries so that orders delayed together do not return together. */
  random: () => number;
}

/** A Retry-After of 0 would hammer the supplier from every waiting order at once. */
const MIN_RATE_LIMIT_WAIT_MS = 1000;

/** The most a retry is moved either way, as a share of its wait. */
const JITTER = 0.2;

/**
 * The next attempt of a delivery that has waited `attempts` runs already: exponential backoff with
 * jitter for failures and polls, the supplier's own Retry-After when rate limited (the first
 * backoff when it names none), and a steady pace while the balance is empty.
 */
export function nextAttempt(policy: RetryPolicy, reason: DelayReason, attempts: number, retryAfterMs?: number): Date {
  const now = policy.now().getTime();
  const doubled = (base: number) => Math.min(policy.retryMaxMs, base * 2 ** Math.min(attempts, 30));
  let waitMs: number;
  switch (reason) {
    case 'pending':
      waitMs = doubled(policy.pollBaseMs);
      break;
    case 'transient':
      waitMs = doubled(policy.retryBaseMs);
      break;
    case 'rateLimited':
      waitMs = Math.min(policy.retryMaxMs, Math.max(retryAfterMs ?? policy.retryBaseMs, MIN_RATE_LIMIT_WAIT_MS));
      break;
    case 'insufficientBalance':
      waitMs = policy.balanceRetryMs;
      break;
  }
  const jitter = reason === 'rateLimited' ? 0 : waitMs * JITTER * (policy.random() * 2 - 1);
  return new Date(now + Math.round(waitMs + jitter));
}
