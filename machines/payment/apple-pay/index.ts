export { applePayMachine } from './apple-pay.machine';
export {
  APPLE_PAY_MERCHANT_CAPABILITIES,
  APPLE_PAY_SUPPORTED_NETWORKS,
  APPLE_PAY_VERSION,
  applePaySessionActor,
  browserApplePaySessions,
  isApplePayAvailable,
  type ApplePaySessionControls,
  type ApplePaySessionHandlers,
  type ApplePayWindow,
  type BrowserApplePayRequest,
  type BrowserApplePaySession,
  type BrowserApplePaySessionClass,
  type CreateApplePaySession,
} from './apple-pay.session';
export { selectFailure, selectIsBusy, selectOrderCode, selectPaymentDisplay, type ApplePaySnapshot } from './apple-pay.selectors';
export {
  APPLE_PAY_ERROR_CODES,
  applePayErrorCodeOf,
  applePayFailureOf,
  declinedFailure,
  type ApplePayErrorCode,
  type ApplePayFailure,
  type ApplePayFailureCode,
} from './apple-pay.failures';
export {
  THANK_YOU_REDIRECT_MS,
  type ApplePayContext,
  type ApplePayDisplay,
  type ApplePayEmitted,
  type ApplePayEvent,
  type ApplePayMerchantSession,
  type ApplePayOpaque,
  type ApplePayPaymentRequest,
  type ApplePayPaymentToken,
  type ApplePayResult,
  type ApplePaySessionEvent,
  type ApplePaySessionMessage,
  type ApplePayTag,
  type AuthorizePaymentInput,
  type ValidateMerchantInput,
} from './apple-pay.types';
