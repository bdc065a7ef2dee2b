import type { IncomingMessage } from 'node:http';

import proxyAddr from 'proxy-addr';

/**
 * Who is calling: the one rule every rate limit counts by (issue 15).
 *
 * `X-Forwarded-For` is believed only as far as it was written by a trusted proxy (TRUSTED_PROXIES,
 * loopback by default: the storefront's proxy on the same machine). Walking from the socket's
 * peer back through the header, the first address that is not a trusted proxy is the client; a
 * caller that reaches the backend port directly is that address itself, whatever it writes in the
 * header. This is Express's own `trust proxy` rule (proxy-addr), so `req.ip` says the same
 * (rate-limit.plugin.ts sets it).
 */

/** Whether the hop at `address` is a proxy whose `X-Forwarded-For` is believed. */
export type TrustedProxies = (address: string) => boolean;

/** Addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) or the names `loopback`, `linklocal`, `uniquelocal`. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['loopback'];

/** The rule of a TRUSTED_PROXIES list; throws a TypeError naming the first entry that is not an address or range. */
export function trustedProxies(list: readonly string[]): TrustedProxies {
  const trusts = proxyAddr.compile([...list]);
  // A list of addresses trusts by address alone: the hop number proxy-addr also passes is unused.
  return (address) => trusts(address, 0);
}

/** The same list read from the environment's comma-separated text. */
export function parseTrustedProxies(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** `::ffff:203.0.113.7` (an IPv4 client of a dual-stack socket) is 203.0.113.7, so both forms count as one. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '').toLowerCase();
}

/** The client address of a request under `trusted` (the socket's peer when nothing trusted forwarded it). */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: TrustedProxies): string {
  // proxy-addr reads only `headers['x-forwarded-for']` and `socket.remoteAddress`.
  const address = proxyAddr(req as IncomingMessage, trusted);
  // Past the socket's peer only a trusted proxy's words are read; still, an address is never long.
  return address ? plainAddress(address).slice(0, 64) : 'unknown';
}
