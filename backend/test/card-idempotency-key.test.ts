import { describe, expect, it } from 'vitest';

import { debitIdempotencyKey, refundIdempotencyKey, tokenFingerprint } from '../src/plugins/payment/card/idempotency-key';

const order = { code: 'ABC123', totalWithTax: 2390, currencyCode: 'EUR' };

describe('the debit idempotency key', () => {
  it('is the same for the same order, total, currency and token: a retried debit charges once', () => {
    expect(debitIdempotencyKey(order, 'tok_1')).toBe(debitIdempotencyKey({ ...order }, 'tok_1'));
  });

  it('changes with any of them: a changed cart or another card is a new payment', () => {
    const keys = new Set([
      debitIdempotencyKey(order, 'tok_1'),
      debitIdempotencyKey(order, 'tok_2'),
      debitIdempotencyKey({ ...order, totalWithTax: 2391 }, 'tok_1'),
      debitIdempotencyKey({ ...order, currencyCode: 'USD' }, 'tok_1'),
      debitIdempotencyKey({ ...order, code: 'ABC124' }, 'tok_1'),
    ]);
    expect(keys.size).toBe(5);
  });

  it('cannot be confused by shifting characters between the parts', () => {
    expect(debitIdempotencyKey({ ...order, code: 'AB' }, 'Ctok')).not.toBe(debitIdempotencyKey({ ...order, code: 'ABC' }, 'tok'));
  });

  it('does not contain the token, the order code or the amount', () => {
    const key = debitIdempotencyKey(order, 'tok_secret_value');
    expect(key).toMatch(/^debit_[0-9a-f]{64}$/);
    expect(key).not.toContain('tok_secret');
    expect(key).not.toContain('ABC123');
  });
});

describe('refund keys and token fingerprints', () => {
  it('repeat for the same refund, differ for another amount or purpose', () => {
    expect(refundIdempotencyKey('pay_1', 500)).toBe(refundIdempotencyKey('pay_1', 500));
    expect(refundIdempotencyKey('pay_1', 500)).not.toBe(refundIdempotencyKey('pay_1', 400));
    expect(refundIdempotencyKey('pay_1', undefined, 'a')).not.toBe(refundIdempotencyKey('pay_1', undefined, 'b'));
  });

  it('fingerprints a token without keeping it', () => {
    expect(tokenFingerprint('tok_1')).toBe(tokenFingerprint('tok_1'));
    expect(tokenFingerprint('tok_1')).not.toContain('tok_1');
    expect(tokenFingerprint('tok_1')).not.toBe(debitIdempotencyKey(order, 'tok_1'));
  });
});
