import { describe, expect, it } from 'vitest';

import { bucketOf, rateDecision } from '../src/plugins/rate-limit/rate-limit-rule';
import {
  CARD_DECLINES_ALERT_MESSAGES,
  STAFF_LOGIN_LIMITED_MESSAGES,
  securityLogTranslations,
} from '../src/plugins/security-log/security-log-messages';
import { readSecurityLogSettings } from '../src/plugins/security-log/security-log-settings';
import { staffAlertMail } from '../src/plugins/security-log/email/staff-alert-mails';
import { StaffLoginLimitedError } from '../src/plugins/security-log/staff-login/staff-login-limited-error';
import {
  STAFF_FAILURES_PER_ADDRESS,
  STAFF_FAILURES_PER_ADDRESS_AND_USERNAME,
  STAFF_FAILURES_PER_USERNAME,
  STAFF_LOGIN_WINDOW_MS,
  staffLoginCounters,
  usernameKey,
} from '../src/plugins/security-log/staff-login/staff-login-limits';
import { SHOP_LANGUAGES } from '../src/seed/languages';

describe('staff login limits (issue 30 point 3)', () => {
  it('counts failed staff logins per (address, username), per address and per username, over 15 minutes', () => {
    const counters = staffLoginCounters('203.0.113.9', 'superadmin');
    expect(counters.map(bucketOf)).toEqual([
      'staff-login|ip-username|203.0.113.9|superadmin',
      'staff-login|ip|203.0.113.9',
      'staff-login|username|superadmin',
    ]);
    expect(counters.map(({ rule }) => [rule.limit, rule.beyond, rule.windowMs])).toEqual([
      [5, 'refuse', STAFF_LOGIN_WINDOW_MS],
      [20, 'refuse', STAFF_LOGIN_WINDOW_MS],
      [20, 'refuse', STAFF_LOGIN_WINDOW_MS],
    ]);
    expect(STAFF_LOGIN_WINDOW_MS).toBe(15 * 60_000);
    // One address can never lock an account out: the username's own limit is four times higher.
    expect(STAFF_FAILURES_PER_USERNAME).toBe(4 * STAFF_FAILURES_PER_ADDRESS_AND_USERNAME);
    expect(STAFF_FAILURES_PER_ADDRESS).toBe(20);
  });

  it('refuses the 6th try of one username from one address, whatever its password', () => {
    const counters = staffLoginCounters('203.0.113.9', 'superadmin');
    const tries = (n: number) => counters.map(({ rule }) => ({ rule, count: n }));
    expect(rateDecision(tries(5))).toEqual({ allow: true, delayMs: 0 });
    expect(rateDecision(tries(6))).toEqual({ allow: false });
  });

  it('keys usernames trimmed and in lower case; a request without one counts by address only', () => {
    expect(usernameKey('  SuperAdmin ')).toBe('superadmin');
    expect(usernameKey('x'.repeat(400))).toHaveLength(255);
    expect(usernameKey('   ')).toBeUndefined();
    expect(usernameKey(42)).toBeUndefined();
    expect(staffLoginCounters('203.0.113.9', undefined).map(bucketOf)).toEqual(['staff-login|ip|203.0.113.9']);
    expect(staffLoginCounters('203.0.113.9', 'a', 60_000).every(({ rule }) => rule.windowMs === 60_000)).toBe(true);
  });

  it('reads the window from STAFF_LOGIN_WINDOW_SECONDS (a second to an hour)', () => {
    expect(readSecurityLogSettings({})).toEqual({ staffLoginWindowMs: STAFF_LOGIN_WINDOW_MS });
    expect(readSecurityLogSettings({ STAFF_LOGIN_WINDOW_SECONDS: '5' })).toEqual({ staffLoginWindowMs: 5_000 });
    expect(() => readSecurityLogSettings({ STAFF_LOGIN_WINDOW_SECONDS: '0' })).toThrow(/STAFF_LOGIN_WINDOW_SECONDS/);
    expect(() => readSecurityLogSettings({ STAFF_LOGIN_WINDOW_SECONDS: '7200' })).toThrow(/STAFF_LOGIN_WINDOW_SECONDS/);
  });

  it('answers an ErrorResult the dashboard shows, its message in the 8 languages with the minutes to wait', () => {
    const error = new StaffLoginLimitedError(15);
    expect(error).toMatchObject({ __typename: 'StaffLoginLimitedError', errorCode: 'STAFF_LOGIN_LIMITED_ERROR', waitMinutes: 15 });
    for (const language of SHOP_LANGUAGES) expect(STAFF_LOGIN_LIMITED_MESSAGES[language]).toMatch(/\{waitMinutes[,}]/);
    expect(securityLogTranslations()).toHaveLength(8);
  });
});

describe('the alert to staff on a burst of card declines', () => {
  it('is written in the channel’s language, with the threshold, the window and the time', () => {
    const raisedAt = new Date('2026-06-15T10:00:00Z');
    const english = staffAlertMail({ kind: 'card-declines', count: 20, windowMinutes: 10 }, 'en', raisedAt);
    expect(english.subject).toBe('Alert: many card payments declined');
    expect(english.templateVars['intro']).toMatch(/^More than 20 card payments were declined across the shop in the last 10 minutes\./);
    expect(english.templateVars['rows']).toEqual([
      { label: 'Declines', value: '> 20' },
      { label: 'Within', value: '10 minutes' },
      { label: 'Raised at', value: expect.stringContaining('2026') },
    ]);
    for (const language of SHOP_LANGUAGES) {
      const mail = staffAlertMail({ kind: 'card-declines', count: 20, windowMinutes: 10 }, language, raisedAt);
      expect(mail.subject).toBe(CARD_DECLINES_ALERT_MESSAGES[language].subject);
      expect(String(mail.templateVars['intro'])).toContain('20');
    }
  });
});
