import { I18nError, LogLevel } from '@vendure/core';

import { errorMessageKey, type CardPaymentErrorKey } from './card-payment-messages';

/**
 * A card payment call that cannot answer with a payment outcome. The message is an i18n key
 * (card-payment-messages.ts) Vendure translates into the request's language; the code is what the
 * API client branches on (api/operations/payment/card-payment.ts gives each its HTTP-like status).
 */
export class CardPaymentError extends I18nError {
  constructor(key: CardPaymentErrorKey, code: CardPaymentErrorCode) {
    super(errorMessageKey(key), {}, code, code === 'CARD_GATEWAY_UNAVAILABLE' ? LogLevel.Error : LogLevel.Verbose);
  }
}

export type CardPaymentErrorCode =
  | 'CARD_PAYMENT_NOT_READY'
  | 'NO_ACTIVE_ORDER'
  | 'CARD_GATEWAY_TIMEOUT'
  | 'CARD_GATEWAY_UNAVAILABLE'
  | 'CARD_PAYMENT_IN_PROGRESS'
  | 'FORBIDDEN'
  | 'APPLE_PAY_VALIDATION_FAILED';

export const notReady = () => new CardPaymentError('notReady', 'CARD_PAYMENT_NOT_READY');
export const noActiveOrder = () => new CardPaymentError('noActiveOrder', 'NO_ACTIVE_ORDER');
export const gatewayTimeout = () => new CardPaymentError('gatewayTimeout', 'CARD_GATEWAY_TIMEOUT');
export const gatewayUnavailable = () => new CardPaymentError('gatewayUnavailable', 'CARD_GATEWAY_UNAVAILABLE');
export const paymentInProgress = () => new CardPaymentError('inProgress', 'CARD_PAYMENT_IN_PROGRESS');
export const notYours = () => new CardPaymentError('notYours', 'FORBIDDEN');
export const applePayValidationFailed = () => new CardPaymentError('applePayValidation', 'APPLE_PAY_VALIDATION_FAILED');
