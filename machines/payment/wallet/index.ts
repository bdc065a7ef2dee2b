export { isWalletPageUrl, walletPaymentMachine } from './wallet-payment.machine';
export {
  selectApproveUrl,
  selectFailure,
  selectIsBusy,
  selectOrderCode,
  selectPaymentDisplay,
  selectPaymentStatus,
  type WalletPaymentSnapshot,
} from './wallet-payment.selectors';
export {
  WALLET_ERROR_CODES,
  walletErrorCodeOf,
  walletFailureOf,
  type WalletErrorCode,
  type WalletFailureCode,
  type WalletPaymentFailure,
} from './wallet-payment.failures';
export {
  PENDING_REDIRECT_MS,
  THANK_YOU_REDIRECT_MS,
  WALLET_METHODS,
  WALLET_PAYMENT_STATUSES,
  type FinishWalletPaymentInput,
  type StartWalletPaymentInput,
  type WalletApproval,
  type WalletMethod,
  type WalletPaymentContext,
  type WalletPaymentDisplay,
  type WalletPaymentEmitted,
  type WalletPaymentEvent,
  type WalletPaymentInput,
  type WalletPaymentMode,
  type WalletPaymentResult,
  type WalletPaymentStatus,
  type WalletPaymentTag,
} from './wallet-payment.types';
