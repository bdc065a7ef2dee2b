import type { GatewayPaymentStatus } from './gateway/card-gateway';

export type CardPaymentState = 'Settled' | 'AwaitingChallenge' | 'Declined' | 'Error';

/**
 * The Vendure payment state a gateway answer is recorded in. `processing` (an answer without an
 * outcome) is an Error: the debit service never records one (it treats it as a timeout), so
 * reaching this means the gateway broke its contract and nothing may count as paid.
 */
export function paymentStateFor(status: GatewayPaymentStatus): CardPaymentState {
  switch (status) {
    case 'succeeded':
      return 'Settled';
    case 'requires_challenge':
      return 'AwaitingChallenge';
    case 'declined':
      return 'Declined';
    case 'processing':
      return 'Error';
  }
}
