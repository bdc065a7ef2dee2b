import type { GatewayPayment } from './gateway/card-gateway';

/**
 * What became of a debit the gateway was asked about by its idempotency key: still being decided,
 * nothing taken (never made, or declined: then the declined payment), a challenge the shopper could
 * still complete, or the money taken. An answer "requires_challenge" without its challenge is no
 * outcome yet.
 */
type DebitFate =
  | { kind: 'processing' }
  | { kind: 'nothingTaken'; declined?: GatewayPayment }
  | { kind: 'challenge'; payment: GatewayPayment }
  | { kind: 'taken'; payment: GatewayPayment };

export function fateOf(payment: GatewayPayment | undefined): DebitFate {
  if (!payment) return { kind: 'nothingTaken' };
  switch (payment.status) {
    case 'processing':
      return { kind: 'processing' };
    case 'declined':
      return { kind: 'nothingTaken', declined: payment };
    case 'requires_challenge':
      return payment.challenge ? { kind: 'challenge', payment } : { kind: 'processing' };
    case 'succeeded':
      return { kind: 'taken', payment };
  }
}
