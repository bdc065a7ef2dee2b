import { createHash } from 'node:crypto';

/**
 * The key every debit of an order carries to the gateway. The same order, total, currency and card
 * token always give the same key, so a double click, a retried request or a second server instance
 * debiting the same order cannot make a second charge: the gateway answers the first payment. A
 * changed total (a coupon, another line) or another card gives a new key. The token is hashed in,
 * never readable from the key, and the key is what logs and the database may hold.
 */
export function debitIdempotencyKey(order: { code: string; totalWithTax: number; currencyCode: string }, token: string): string {
  const digest = createHash('sha256')
    .update(['debit', order.code, String(order.totalWithTax), order.currencyCode, token].join('\u0000'))
    .digest('hex');
  return `debit_${digest}`;
}

/**
 * A refund is keyed by the payment, the amount and what it is for (e.g. the Vendure refund's
 * reason): retried, it refunds once; a second, deliberate refund names another purpose.
 */
export function refundIdempotencyKey(paymentId: string, amount: number | undefined, purpose = ''): string {
  const digest = createHash('sha256')
    .update(['refund', paymentId, String(amount ?? 'all'), purpose].join('\u0000'))
    .digest('hex');
  return `refund_${digest}`;
}

/** For records keyed by a token without keeping the token itself. */
export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(['token', token].join('\u0000')).digest('hex');
}
