import type { IntlShape } from 'react-intl';

import type { PaymentMethodChoiceLabels } from '@shop/design-system';
import type { WalletFailureCode, WalletPaymentFailure } from '@shop/machines/wallet-payment';

/*
 * The wallet payment's texts in the shopper's language. The machine hands out failure codes
 * (WALLET_FAILURE_MESSAGES_EN holds the English references); every code maps to one catalog message.
 */

export const WALLET_FAILURE_MESSAGE_IDS: Record<WalletFailureCode, string> = {
  cancelled: 'wallet.failure.cancelled',
  verificationFailed: 'wallet.failure.verificationFailed',
  amountChanged: 'wallet.failure.amountChanged',
  unavailable: 'wallet.failure.unavailable',
  timeout: 'wallet.failure.timeout',
  inProgress: 'wallet.failure.inProgress',
  noActiveOrder: 'wallet.failure.noActiveOrder',
  notReady: 'wallet.failure.notReady',
  generic: 'wallet.failure.generic',
};

/**
 * The line under the payment display's 'Could not verify your payment': the code's message, or
 * the server's own text for `generic`. Nothing when it would only repeat the display's heading
 * (`verificationFailed` says exactly that), so the shopper does not read the same words twice.
 */
export function walletFailureDetail(intl: IntlShape, failure: WalletPaymentFailure | null): string | undefined {
  if (failure === null) return undefined;
  if (failure.code === 'generic' && failure.message) return failure.message;
  const detail = intl.formatMessage({ id: WALLET_FAILURE_MESSAGE_IDS[failure.code] });
  return detail === intl.formatMessage({ id: 'payment.error' }) ? undefined : detail;
}

/** The payment step's chooser; the PayPal panel says itself how PayPal works, so no descriptions here. */
export function paymentMethodChoiceLabels(intl: IntlShape): PaymentMethodChoiceLabels {
  return {
    legend: intl.formatMessage({ id: 'wallet.choiceLegend' }),
    card: intl.formatMessage({ id: 'wallet.card' }),
    paypal: intl.formatMessage({ id: 'wallet.paypal' }),
    applePay: intl.formatMessage({ id: 'wallet.applePay' }),
  };
}
