import { describe, expect, it } from 'vitest';

import { DECLINE_MESSAGES, DECLINE_REASONS, cardPaymentTranslations } from '../src/plugins/payment/card/card-payment-messages';
import { readCardPaymentSettings } from '../src/plugins/payment/card/card-payment-settings';
import {
  DECLINE_ALERT_WINDOW_MS,
  DECLINE_WINDOW_MS,
  DEFAULT_DECLINE_LIMITS,
  declineCounters,
  isCountedDecline,
  shopDeclineCounter,
} from '../src/plugins/payment/card/decline-limits';
import { bucketOf, rateDecision, reportedPastLimit } from '../src/plugins/rate-limit/rate-limit-rule';
import { SHOP_LANGUAGES } from '../src/seed/languages';

const debit = { orderId: '7', sessionId: '42', clientAddress: '203.0.113.7', cardFingerprint: 'fp_card' };

describe('card decline limits (issue 30 point 2)', () => {
  it('counts a debit per order, session, client address and card fingerprint, over an hour, refusing past each', () => {
    const counters = declineCounters(DEFAULT_DECLINE_LIMITS, debit);
    expect(counters.map(bucketOf)).toEqual([
      'card-decline|order|7',
      'card-decline|session|42',
      'card-decline|ip|203.0.113.7',
      'card-decline|card|fp_card',
    ]);
    expect(counters.map(({ rule }) => [rule.limit, rule.beyond, rule.windowMs])).toEqual([
      [5, 'refuse', DECLINE_WINDOW_MS],
      [5, 'refuse', DECLINE_WINDOW_MS],
      [10, 'refuse', DECLINE_WINDOW_MS],
      [3, 'refuse', DECLINE_WINDOW_MS],
    ]);
    expect(DECLINE_WINDOW_MS).toBe(60 * 60_000);
  });

  it('has no card counter for a token the gateway does not know', () => {
    expect(declineCounters(DEFAULT_DECLINE_LIMITS, { ...debit, cardFingerprint: undefined }).map(bucketOf)).toEqual([
      'card-decline|order|7',
      'card-decline|session|42',
      'card-decline|ip|203.0.113.7',
    ]);
  });

  it('allows the limit of declines, refuses the next debit on any counter past it', () => {
    const counters = declineCounters(DEFAULT_DECLINE_LIMITS, debit);
    const counts = (card: number, address = 1) => counters.map(({ rule }, index) => ({ rule, count: [1, 1, address, card][index] ?? 0 }));
    // The debit is counted before it is sent: the 4th debit of a card with 3 declines is refused.
    expect(rateDecision(counts(3))).toEqual({ allow: true, delayMs: 0 });
    expect(rateDecision(counts(4))).toEqual({ allow: false });
    expect(rateDecision(counts(1, 11))).toEqual({ allow: false });
  });

  it('counts only what the issuer declined: not a payment, a challenge, an expired token, a changed cart or its own refusal', () => {
    expect(isCountedDecline({ status: 'declined', transactionRef: 'pay_1', reason: 'card_declined' })).toBe(true);
    expect(isCountedDecline({ status: 'declined', transactionRef: 'pay_1', reason: 'insufficient_funds' })).toBe(true);
    for (const reason of ['invalid_token', 'order_changed', 'processing_timeout', 'too_many_declines'] as const)
      expect(isCountedDecline({ status: 'declined', transactionRef: null, reason })).toBe(false);
    expect(isCountedDecline({ status: 'succeeded', orderCode: 'A1', transactionRef: 'pay_2' })).toBe(false);
    expect(isCountedDecline({ status: 'challenge', transactionRef: 'pay_3', challengeId: 'ch_1' })).toBe(false);
    expect(isCountedDecline(undefined)).toBe(false);
  });

  it('counts declines across the shop over 10 minutes, reporting past the alert threshold without refusing anyone', () => {
    const shop = shopDeclineCounter(DEFAULT_DECLINE_LIMITS);
    expect(bucketOf(shop)).toBe('card-decline|shop|all');
    expect(shop.rule).toMatchObject({ limit: 20, beyond: 'report', windowMs: DECLINE_ALERT_WINDOW_MS });
    expect(rateDecision([{ rule: shop.rule, count: 500 }])).toEqual({ allow: true, delayMs: 0 });
    expect(reportedPastLimit([{ rule: shop.rule, count: 20 }])).toEqual([]);
    expect(reportedPastLimit([{ rule: shop.rule, count: 21 }])).toEqual(['card-decline|shop']);
  });

  it('reads the address, card and alert numbers from the environment; the order and session ones stay', () => {
    expect(readCardPaymentSettings({}).declineLimits).toEqual(DEFAULT_DECLINE_LIMITS);
    expect(
      readCardPaymentSettings({ CARD_DECLINES_PER_ADDRESS: '1000', CARD_DECLINES_PER_CARD: '50', CARD_DECLINE_ALERT_AFTER: '7' })
        .declineLimits,
    ).toEqual({ perOrder: 5, perSession: 5, perAddress: 1000, perCard: 50, alertAfter: 7 });
    expect(() => readCardPaymentSettings({ CARD_DECLINES_PER_CARD: '0' })).toThrow(/CARD_DECLINES_PER_CARD/);
    expect(() => readCardPaymentSettings({ CARD_DECLINES_PER_ADDRESS: 'lots' })).toThrow(/CARD_DECLINES_PER_ADDRESS/);
  });

  it('words the refusal in the 8 languages, sending the shopper to PayPal', () => {
    expect(DECLINE_REASONS).toContain('too_many_declines');
    for (const language of SHOP_LANGUAGES) expect(DECLINE_MESSAGES.too_many_declines[language]).toMatch(/PayPal/);
    const english = cardPaymentTranslations().find(([language]) => language === 'en')?.[1];
    expect(english?.cardPayment.declined['too_many_declines']).toBe(
      'Too many card payments were declined. Your card was not charged: please pay with PayPal, or try again later.',
    );
  });
});
