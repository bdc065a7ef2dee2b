import { describe, expect, it } from 'vitest';

import { DEFAULT_RATE_LIMIT, bucketsOf, clientIp, rateDecision } from '../src/plugins/account/rate-limit/rate-limit-rule';

describe('rate limit rule', () => {
  it('allows 10 a minute per address and per (address, account), refuses the 11th', () => {
    expect(DEFAULT_RATE_LIMIT).toBe(10);
    expect(rateDecision({ ip: 10, ipAccount: 10, account: 10 })).toEqual({ allow: true, delayMs: 0 });
    expect(rateDecision({ ip: 11, ipAccount: 1, account: 1 })).toEqual({ allow: false });
    expect(rateDecision({ ip: 5, ipAccount: 11, account: 11 })).toEqual({ allow: false });
  });

  it('never refuses for the account alone: requests beyond its limit are slowed, up to 8 s', () => {
    expect(rateDecision({ ip: 1, ipAccount: 1, account: 11 })).toEqual({ allow: true, delayMs: 1_000 });
    expect(rateDecision({ ip: 1, ipAccount: 1, account: 12 })).toEqual({ allow: true, delayMs: 2_000 });
    expect(rateDecision({ ip: 1, ipAccount: 1, account: 500 })).toEqual({ allow: true, delayMs: 8_000 });
  });

  it('takes a configured limit', () => {
    expect(rateDecision({ ip: 50, ipAccount: 50, account: 50 }, 50)).toEqual({ allow: true, delayMs: 0 });
  });

  it('keeps each kind of request and each account apart', () => {
    expect(bucketsOf('login', '10.0.0.1', 'a@example.com')).toEqual({
      ip: 'login|ip|10.0.0.1',
      ipAccount: 'login|ip-account|10.0.0.1|a@example.com',
      account: 'login|account|a@example.com',
    });
    expect(bucketsOf('reset', '10.0.0.1', undefined)).toEqual({ ip: 'reset|ip|10.0.0.1' });
  });

  it('reads the client from the proxy header, else the socket', () => {
    expect(clientIp('203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(clientIp('203.0.113.7, 10.0.0.2', '127.0.0.1')).toBe('203.0.113.7');
    expect(clientIp(undefined, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp(['2001:db8::1'], undefined)).toBe('2001:db8::1');
    expect(clientIp('', undefined)).toBe('unknown');
  });
});
