import { CardPaymentError, gatewayTimeout, gatewayUnavailable, paymentInProgress } from './card-payment-errors';
import { CardGatewayTimeoutError, CardGatewayUnavailableError } from './gateway/card-gateway';
import type { AttemptFailure, AttemptValue } from './operation-claims';

/** An earlier debit of the order is still being decided at the gateway: a new one must wait. */
export class EarlierDebitStillProcessing extends Error {
  override readonly name = 'EarlierDebitStillProcessing';
}

export function failureOf(error: unknown): AttemptFailure {
  if (error instanceof CardGatewayTimeoutError) return 'timeout';
  if (error instanceof CardGatewayUnavailableError) return 'unavailable';
  if (error instanceof EarlierDebitStillProcessing) return 'inProgress';
  return 'error';
}

/** What the shopper is told for a failure; anything unforeseen goes on as it is (Vendure logs it). */
export function shopperError(error: unknown): unknown {
  if (error instanceof CardPaymentError) return error;
  switch (failureOf(error)) {
    case 'timeout':
      return gatewayTimeout();
    case 'unavailable':
      return gatewayUnavailable();
    case 'inProgress':
      return paymentInProgress();
    case 'error':
      return error;
  }
}

/** For callers who waited on an attempt that ended without an outcome (or is still running). */
export function errorOfUnsettled(value: AttemptValue | undefined): CardPaymentError {
  if (value?.failure === 'timeout') return gatewayTimeout();
  if (value?.failure === 'unavailable') return gatewayUnavailable();
  return paymentInProgress();
}

/**
 * Which debit's fate is unknown after this attempt, if any: a debit that never got its answer, the
 * one an earlier attempt left unknown and this one did not settle, or the one whose challenge a
 * finish that did not end was verifying (the gateway may have taken its money, issue 30).
 */
export function unresolvedDebitKey(value: AttemptValue, staleRunning: boolean): string | undefined {
  if (value.state === 'done') return value.unresolvedKey;
  if (value.state === 'running' && !staleRunning) return undefined;
  if (value.state === 'running' && value.operation === 'debit') return value.requestKey;
  return value.unresolvedKey ?? value.verifying?.debitKey;
}
