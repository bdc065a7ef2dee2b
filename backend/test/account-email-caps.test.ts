import { describe, expect, it } from 'vitest';

import { readAccountSettings } from '../src/plugins/account/account-settings';
import { DEFAULT_ACCOUNT_EMAILS_PER_HOUR, accountEmailCounter, emailKey } from '../src/plugins/account/email-caps';
import { bucketOf, rateDecision } from '../src/plugins/rate-limit/rate-limit-rule';

describe('account email caps (issue 30 point 4)', () => {
  it('counts each kind of email per address over an hour, refusing (silently, by the caller) past 3', () => {
    const reset = accountEmailCounter('reset', '  Ada@Example.COM ');
    expect(bucketOf(reset)).toBe('account-email|reset|ada@example.com');
    expect(reset.rule).toEqual({ name: 'account-email|reset', limit: 3, windowMs: 60 * 60_000, beyond: 'refuse' });
    expect(bucketOf(accountEmailCounter('registration', 'ada@example.com'))).toBe('account-email|registration|ada@example.com');
    expect(DEFAULT_ACCOUNT_EMAILS_PER_HOUR).toBe(3);
    expect(rateDecision([{ rule: reset.rule, count: 3 }])).toEqual({ allow: true, delayMs: 0 });
    expect(rateDecision([{ rule: reset.rule, count: 4 }])).toEqual({ allow: false });
  });

  it('keys an address at most 320 characters long', () => {
    expect(emailKey(`${'a'.repeat(400)}@example.com`)).toHaveLength(320);
  });

  it('reads the cap from ACCOUNT_EMAILS_PER_HOUR', () => {
    const places = { storefrontOrigin: 'http://127.0.0.1:3000', seedDataDir: 'backend/seed' };
    expect(readAccountSettings(places, {})).toEqual({
      storefrontOrigin: 'http://127.0.0.1:3000',
      seedDataDir: 'backend/seed',
      rateLimitPerMinute: 10,
      emailsPerHour: 3,
    });
    expect(readAccountSettings(places, { ACCOUNT_EMAILS_PER_HOUR: '20' }).emailsPerHour).toBe(20);
    expect(() => readAccountSettings(places, { ACCOUNT_EMAILS_PER_HOUR: '0' })).toThrow(/ACCOUNT_EMAILS_PER_HOUR/);
  });
});
