import type { IntlShape } from 'react-intl';

import type { ApplePayFailure, ApplePayFailureCode } from '@shop/machines/payment/apple-pay';
import type { CardRuleError } from '@shop/machines/payment/card';
import type { WalletFailureCode, WalletPaymentFailure } from '@shop/machines/payment/wallet';

import { codeText, type CodeMessageIds } from '../../lib/i18n/code-text';

/*
 * The payment machines' codes (card, PayPal, Apple Pay) in the shopper's language: one catalog
 * message per code.
 */

/** Spec §5; the security code's message says how many digits the card needs (Amex 4). */
export const CARD_RULE_MESSAGE_IDS: CodeMessageIds<CardRuleError> = {
  required: 'form.required',
  cardNumber: 'validation.cardNumber',
  expiry: 'validation.expiry',
  cvv: 'validation.cvv',
};

/** Shown under the payment display's 'Could not verify your payment'; `generic` is spec §8's 'An error occured'. */
export const WALLET_FAILURE_MESSAGE_IDS: CodeMessageIds<{ code: WalletFailureCode }> = {
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

/** Apple Pay's own failures; the others read as the wallet's, in the same words. */
export const APPLE_PAY_FAILURE_MESSAGE_IDS: CodeMessageIds<{ code: ApplePayFailureCode }> = {
  declined: 'applePay.failure.declined',
  validationFailed: 'applePay.failure.validationFailed',
  unavailable: WALLET_FAILURE_MESSAGE_IDS.unavailable,
  timeout: WALLET_FAILURE_MESSAGE_IDS.timeout,
  inProgress: WALLET_FAILURE_MESSAGE_IDS.inProgress,
  noActiveOrder: WALLET_FAILURE_MESSAGE_IDS.noActiveOrder,
  notReady: WALLET_FAILURE_MESSAGE_IDS.notReady,
  generic: WALLET_FAILURE_MESSAGE_IDS.generic,
};

/** A card field's message (spec §5). */
export function cardFieldErrorText(intl: IntlShape, error: CardRuleError): string {
  return codeText(intl, CARD_RULE_MESSAGE_IDS, error);
}

/**
 * The line under the payment display's 'Could not verify your payment': the code's message, or
 * the server's own text for `generic`. Nothing when it would only repeat the display's heading
 * (`verificationFailed` says exactly that), so the shopper does not read the same words twice.
 */
export function walletFailureDetail(intl: IntlShape, failure: WalletPaymentFailure | null): string | undefined {
  if (failure === null) return undefined;
  if (failure.code === 'generic' && failure.message) return failure.message;
  const detail = codeText(intl, WALLET_FAILURE_MESSAGE_IDS, failure);
  // Compared with the heading `PaymentStatus` shows (its own message, in the page's catalog), not a copy of it.
  return detail === intl.formatMessage({ id: 'PaymentStatus.error' }) ? undefined : detail;
}

/** The line under 'Could not verify your payment': the gateway's own words for a decline (already in the shopper's language), else the code's text. */
export function applePayFailureDetail(intl: IntlShape, failure: ApplePayFailure | null): string | undefined {
  if (failure === null) return undefined;
  if ((failure.code === 'declined' || failure.code === 'generic') && failure.message) return failure.message;
  return codeText(intl, APPLE_PAY_FAILURE_MESSAGE_IDS, failure);
}
