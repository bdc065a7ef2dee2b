/*
 * How login, registration and password-reset requests are limited (issues 5 and 15): at most 10 a
 * minute per client address and per (address, account). Each kind of request has its own counters over the
 * last 60 seconds, kept by the shop's one rate limiter (plugins/rate-limit/):
 *
 * - per client address: beyond the limit every further request from that address is refused
 *   (RATE_LIMITED) — an attacker only ever blocks their own address;
 * - per (client address, account): beyond the limit that address may no longer try that account;
 * - per account, across all addresses:
 *   - where a password is checked (login, the profile's current password), refused past twice the
 *     limit: guesses at one account from many addresses, one after another or all at once, get at
 *     most 20 real checks a minute (issue 15; the slow-down of issue 5 held nobody back when the
 *     guesses came in parallel). Twice, so that one address, which stops at 10, can never lock the
 *     owner out; an attack from several addresses can, while it lasts, and then the reset link
 *     (its own counters, never refused for the account) still lets the owner in;
 *   - where only an email is sent (registration, reset), slowed past the limit instead (1 s,
 *     doubling, at most 8 s): anyone can send requests naming any email, and the owner must always
 *     be able to ask.
 *
 * The client address is client-address.ts's: X-Forwarded-For counts only from a trusted proxy.
 */
import type { RateCounter, RateLimit } from '../../rate-limit/rate-limit-rule';

export type RateLimitedAction = 'login' | 'register' | 'reset' | 'profile';

const RATE_LIMIT_WINDOW_MS = 60_000;
export const DEFAULT_RATE_LIMIT = 10;

const CHECKS_A_PASSWORD: ReadonlySet<RateLimitedAction> = new Set(['login', 'profile']);
/** Password checks of one account from all addresses together, as a multiple of the per-address limit. */
const ACCOUNT_CHECKS_PER_ADDRESS_LIMIT = 2;

/** The counters one request adds to; the account's are absent when the request names none. */
export function accountCounters(
  action: RateLimitedAction,
  address: string,
  account: string | undefined,
  limit: number = DEFAULT_RATE_LIMIT,
): RateCounter[] {
  const rule = (scope: string, beyond: RateLimit['beyond']): RateLimit => ({
    name: `${action}|${scope}`,
    limit,
    windowMs: RATE_LIMIT_WINDOW_MS,
    beyond,
  });
  const perAddress: RateCounter = { rule: rule('ip', 'refuse'), key: address };
  if (!account) return [perAddress];
  return [
    perAddress,
    { rule: rule('ip-account', 'refuse'), key: `${address}|${account}` },
    CHECKS_A_PASSWORD.has(action)
      ? { rule: { ...rule('account', 'refuse'), limit: limit * ACCOUNT_CHECKS_PER_ADDRESS_LIMIT }, key: account }
      : { rule: rule('account', 'slow'), key: account },
  ];
}
