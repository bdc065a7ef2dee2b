/*
 * How login, registration and password-reset requests are limited (issue 5: at most 10 a minute
 * per client address and per account, never a lock-out an attacker can trigger for someone else).
 * Each kind of request has its own counters over the last 60 seconds:
 *
 * - per client IP: beyond the limit every further request from that address is refused
 *   (RATE_LIMITED) — an attacker only ever blocks their own address;
 * - per (client IP, account): beyond the limit that address may no longer try that account —
 *   guessing one customer's password from one place stops at 10 a minute;
 * - per account, across all addresses: never refused, since anyone can send requests naming any
 *   email; instead each request beyond the limit is answered later (1 s, doubling, at most 8 s),
 *   which slows a distributed guess without locking the real customer out.
 *
 * Refused requests are counted too, so hammering keeps an address refused until it pauses.
 * The counters live in the database (rate-limit.service.ts), shared by every server instance.
 */

export const RATE_LIMITED_ACTIONS = ['login', 'register', 'reset', 'profile'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export const RATE_LIMIT_WINDOW_MS = 60_000;
export const DEFAULT_RATE_LIMIT = 10;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 8_000;

export interface AttemptCounts {
  /** Requests in the window, this one included. */
  ip: number;
  ipAccount: number;
  account: number;
}

export type RateDecision = { allow: true; delayMs: number } | { allow: false };

export function rateDecision(counts: AttemptCounts, limit: number = DEFAULT_RATE_LIMIT): RateDecision {
  if (counts.ip > limit || counts.ipAccount > limit) return { allow: false };
  const over = counts.account - limit;
  if (over <= 0) return { allow: true, delayMs: 0 };
  return { allow: true, delayMs: Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (over - 1)) };
}

/** The counters a request adds to; the account part is absent when the request names none. */
export function bucketsOf(action: RateLimitedAction, ip: string, account: string | undefined): { ip: string; ipAccount?: string; account?: string } {
  return account
    ? { ip: `${action}|ip|${ip}`, ipAccount: `${action}|ip-account|${ip}|${account}`, account: `${action}|account|${account}` }
    : { ip: `${action}|ip|${ip}` };
}

/**
 * The shopper's address: the storefront's proxy overwrites `X-Forwarded-For` with the address it
 * was called from (storefront/server/backend-proxy.mjs), so its first entry is the client. A
 * request without it (a server-side call, a test) counts under the socket's address. Browsers
 * reach the Shop API only through that proxy; a caller that reaches the backend directly can
 * name any address, which is why the per-account rule never depends on it.
 */
export function clientIp(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  const ip = first || socketAddress || 'unknown';
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64);
}
