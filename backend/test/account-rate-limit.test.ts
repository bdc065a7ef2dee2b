import { describe, expect, it } from 'vitest';

import { DEFAULT_RATE_LIMIT, accountCounters } from '../src/plugins/account/rate-limit/rate-limit-rule';
import { COUPON_RATE_LIMITED_MESSAGES, couponAttemptTranslations } from '../src/plugins/cart/coupon-attempt-messages';
import {
  REFUSED_COUPONS_PER_ADDRESS,
  REFUSED_COUPONS_PER_SESSION,
  couponCounters,
  isRefusedCode,
} from '../src/plugins/cart/coupon-attempts';
import { submissionCounters } from '../src/plugins/form-submissions/submission-limits';
import { bucketOf, rateDecision, type RateLimit } from '../src/plugins/rate-limit/rate-limit-rule';
import { SHOP_LANGUAGES } from '../src/seed/languages';

const refusing: RateLimit = { name: 'a', limit: 10, windowMs: 60_000, beyond: 'refuse' };
const slowing: RateLimit = { name: 'b', limit: 10, windowMs: 60_000, beyond: 'slow' };

describe('rate limit rule', () => {
  it('allows up to the limit, refuses past it on a refusing counter', () => {
    expect(rateDecision([{ rule: refusing, count: 10 }])).toEqual({ allow: true, delayMs: 0 });
    expect(rateDecision([{ rule: refusing, count: 11 }])).toEqual({ allow: false });
    expect(
      rateDecision([
        { rule: slowing, count: 1 },
        { rule: refusing, count: 11 },
      ]),
    ).toEqual({ allow: false });
  });

  it('slows past the limit on a slowing counter: 1 s, doubling, at most 8 s', () => {
    expect(rateDecision([{ rule: slowing, count: 11 }])).toEqual({ allow: true, delayMs: 1_000 });
    expect(rateDecision([{ rule: slowing, count: 12 }])).toEqual({ allow: true, delayMs: 2_000 });
    expect(
      rateDecision([
        { rule: slowing, count: 500 },
        { rule: refusing, count: 3 },
      ]),
    ).toEqual({ allow: true, delayMs: 8_000 });
  });
});

describe('account limits', () => {
  it('counts per address, per (address, account) and per account, each kind of request apart', () => {
    expect(DEFAULT_RATE_LIMIT).toBe(10);
    expect(accountCounters('login', '10.0.0.1', 'a@example.com').map(bucketOf)).toEqual([
      'login|ip|10.0.0.1',
      'login|ip-account|10.0.0.1|a@example.com',
      'login|account|a@example.com',
    ]);
    expect(accountCounters('reset', '10.0.0.1', undefined).map(bucketOf)).toEqual(['reset|ip|10.0.0.1']);
    expect(accountCounters('login', '10.0.0.1', 'a@example.com', 30).map((counter) => counter.rule.limit)).toEqual([30, 30, 60]);
  });

  it('refuses password checks of one account past twice the limit from all addresses together; only slows the email-sending requests', () => {
    const rules = (action: 'login' | 'profile' | 'register' | 'reset') =>
      accountCounters(action, '10.0.0.1', 'a@example.com').map((counter) => [counter.rule.beyond, counter.rule.limit]);
    expect(rules('login')).toEqual([
      ['refuse', 10],
      ['refuse', 10],
      ['refuse', 20],
    ]);
    expect(rules('profile')).toEqual([
      ['refuse', 10],
      ['refuse', 10],
      ['refuse', 20],
    ]);
    expect(rules('register')).toEqual([
      ['refuse', 10],
      ['refuse', 10],
      ['slow', 10],
    ]);
    expect(rules('reset')).toEqual([
      ['refuse', 10],
      ['refuse', 10],
      ['slow', 10],
    ]);
  });
});

describe('coupon and form limits', () => {
  it('limits refused coupon codes per address (30) and per session (10) over 10 minutes', () => {
    expect([REFUSED_COUPONS_PER_SESSION, REFUSED_COUPONS_PER_ADDRESS]).toEqual([10, 30]);
    const counters = couponCounters('203.0.113.7', '42');
    expect(counters.map(bucketOf)).toEqual(['coupon|ip|203.0.113.7', 'coupon|session|42']);
    expect(counters.map((counter) => [counter.rule.limit, counter.rule.windowMs, counter.rule.beyond])).toEqual([
      [30, 600_000, 'refuse'],
      [10, 600_000, 'refuse'],
    ]);
    expect(couponCounters('203.0.113.7', undefined).map(bucketOf)).toEqual(['coupon|ip|203.0.113.7']);
  });

  it('counts only the codes Vendure checked and refused, not a code that applied nor the one-per-order refusal', () => {
    for (const errorCode of ['COUPON_CODE_INVALID_ERROR', 'COUPON_CODE_EXPIRED_ERROR', 'COUPON_CODE_LIMIT_ERROR'])
      expect(isRefusedCode({ errorCode })).toBe(true);
    expect(isRefusedCode({ errorCode: 'COUPON_LIMIT_REACHED_ERROR' })).toBe(false);
    expect(isRefusedCode({ id: 1, code: 'ORDER1', couponCodes: ['WELCOME10'] })).toBe(false);
    expect(isRefusedCode(undefined)).toBe(false);
  });

  it("say 'Too many attempts…' for coupon codes in every shop language, registered under error.coupon-rate-limited", () => {
    expect(Object.keys(COUPON_RATE_LIMITED_MESSAGES).sort()).toEqual([...SHOP_LANGUAGES].sort());
    expect(new Set(Object.values(COUPON_RATE_LIMITED_MESSAGES)).size).toBe(SHOP_LANGUAGES.length);
    expect(COUPON_RATE_LIMITED_MESSAGES.en).toMatch(/^Too many attempts\./);
    expect(new Map(couponAttemptTranslations()).get('fr')).toEqual({ error: { 'coupon-rate-limited': COUPON_RATE_LIMITED_MESSAGES.fr } });
  });

  it('limits each contact and review form per address and minute', () => {
    expect(submissionCounters('contact', '203.0.113.7', 10)).toEqual([
      { rule: { name: 'contact|ip', limit: 10, windowMs: 60_000, beyond: 'refuse' }, key: '203.0.113.7' },
    ]);
    expect(submissionCounters('review', '203.0.113.7', 10).map(bucketOf)).toEqual(['review|ip|203.0.113.7']);
  });
});
