import { describe, expect, it } from 'vitest';

import { metricsAllowed } from '../src/plugins/metrics/metrics-access';

const direct = { authorization: undefined, forwarded: false };

describe('who reads /metrics', () => {
  it('without METRICS_TOKEN: a direct caller on this machine only', () => {
    expect(metricsAllowed({ ...direct, remoteAddress: '127.0.0.1' }, undefined)).toBe(true);
    expect(metricsAllowed({ ...direct, remoteAddress: '::1' }, undefined)).toBe(true);
    expect(metricsAllowed({ ...direct, remoteAddress: '::ffff:127.0.0.1' }, undefined)).toBe(true);
    expect(metricsAllowed({ ...direct, remoteAddress: '10.0.0.7' }, undefined)).toBe(false);
    expect(metricsAllowed({ ...direct, remoteAddress: undefined }, undefined)).toBe(false);
    // Through the balancer (on this same machine in the cluster): a shopper's request.
    expect(metricsAllowed({ ...direct, forwarded: true, remoteAddress: '127.0.0.1' }, undefined)).toBe(false);
  });

  it('with METRICS_TOKEN: whoever sends it as a bearer token, from anywhere, and nobody else', () => {
    const token = 'a-metrics-token-of-some-length';
    expect(metricsAllowed({ authorization: `Bearer ${token}`, forwarded: true, remoteAddress: '10.0.0.7' }, token)).toBe(true);
    expect(metricsAllowed({ authorization: `Bearer ${token}x`, forwarded: false, remoteAddress: '127.0.0.1' }, token)).toBe(false);
    expect(metricsAllowed({ authorization: token, forwarded: false, remoteAddress: '127.0.0.1' }, token)).toBe(false);
    expect(metricsAllowed({ ...direct, remoteAddress: '127.0.0.1' }, token)).toBe(false);
  });
});
