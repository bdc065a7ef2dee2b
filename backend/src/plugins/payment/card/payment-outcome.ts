import type { Payment } from '@vendure/core';

import { declineReasonOf } from './card-payment-messages';
import { AWAITING_CHALLENGE } from './constants';
import type { StoredOutcome } from './operation-claims';

/**
 * What a recorded card payment means for the shopper now: a repeated debit or finish answers from
 * the payment's current state rather than from what an earlier call saw.
 */
export function outcomeOfPayment(
  payment: Pick<Payment, 'state' | 'transactionId' | 'metadata' | 'errorMessage'>,
  orderCode: string,
): StoredOutcome {
  const transactionRef = payment.transactionId;
  const metadata = (payment.metadata ?? {}) as Record<string, unknown>;
  if (payment.state === 'Settled') return { status: 'succeeded', orderCode, transactionRef };
  if (payment.state === AWAITING_CHALLENGE && typeof metadata['challengeId'] === 'string') {
    const challengeUrl = metadata['challengeUrl'];
    return {
      status: 'challenge',
      transactionRef,
      challengeId: metadata['challengeId'],
      ...(typeof challengeUrl === 'string' ? { challengeUrl } : {}),
    };
  }
  if (payment.state === 'Cancelled') return { status: 'declined', transactionRef, reason: 'replaced' };
  const recorded = typeof metadata['declineReason'] === 'string' ? metadata['declineReason'] : (payment.errorMessage ?? undefined);
  return { status: 'declined', transactionRef, reason: payment.state === 'Error' ? 'verification_failed' : declineReasonOf(recorded) };
}
