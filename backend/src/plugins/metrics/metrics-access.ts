import { timingSafeEqual } from 'node:crypto';

/** What a metrics request says of its caller. */
export interface MetricsCaller {
  authorization: string | undefined;
  /** It came through a proxy or balancer (X-Forwarded-For): a shopper's request, whatever the socket says. */
  forwarded: boolean;
  remoteAddress: string | undefined;
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameToken(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who reads `/metrics` (order counts are the owner's business, not a competitor's): with
 * METRICS_TOKEN, whoever sends `Authorization: Bearer <token>`; without it, a caller on this
 * machine that did not come through the balancer. Everyone else is answered 404, as if there were
 * no such route.
 */
export function metricsAllowed(caller: MetricsCaller, token: string | undefined): boolean {
  if (token !== undefined) {
    const given = /^Bearer (.+)$/.exec(caller.authorization ?? '')?.[1];
    return given !== undefined && sameToken(given, token);
  }
  return !caller.forwarded && LOOPBACK.test(caller.remoteAddress ?? '');
}
