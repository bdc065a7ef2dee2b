import type { IntlShape } from 'react-intl';

import type { ApplePayFailure, ApplePayFailureCode } from '@shop/machines/apple-pay';

import { WALLET_FAILURE_MESSAGE_IDS } from './wallet-payment-labels';

/** Apple Pay's own failures; the others read as the wallet's (APPLE_PAY_FAILURE_MESSAGES_EN has the English references). */
export const APPLE_PAY_FAILURE_MESSAGE_IDS: Record<ApplePayFailureCode, string> = {
  declined: 'applePay.failure.declined',
  validationFailed: 'applePay.failure.validationFailed',
  unavailable: WALLET_FAILURE_MESSAGE_IDS.unavailable,
  timeout: WALLET_FAILURE_MESSAGE_IDS.timeout,
  inProgress: WALLET_FAILURE_MESSAGE_IDS.inProgress,
  noActiveOrder: WALLET_FAILURE_MESSAGE_IDS.noActiveOrder,
  notReady: WALLET_FAILURE_MESSAGE_IDS.notReady,
  generic: WALLET_FAILURE_MESSAGE_IDS.generic,
};

/** The line under 'Could not verify your payment': the gateway's own words for a decline (already in the shopper's language), else the code's text. */
export function applePayFailureDetail(intl: IntlShape, failure: ApplePayFailure | null): string | undefined {
  if (failure === null) return undefined;
  if ((failure.code === 'declined' || failure.code === 'generic') && failure.message) return failure.message;
  return intl.formatMessage({ id: APPLE_PAY_FAILURE_MESSAGE_IDS[failure.code] });
}
