import { WalletGatewayError } from './gateway/wallet-gateway';
import { walletError, WalletPaymentError, type WalletPaymentErrorCode } from './wallet-payment-errors';

/** What the shopper is told when the wallet itself failed or refused; anything unforeseen goes on as it is (Vendure logs it). */
export function shopperErrorOf(error: unknown): unknown {
  if (error instanceof WalletPaymentError || !(error instanceof WalletGatewayError)) return error;
  return walletError(codeOf(error));
}

function codeOf(error: WalletGatewayError): WalletPaymentErrorCode {
  switch (error.kind) {
    case 'timeout':
      return 'WALLET_GATEWAY_TIMEOUT';
    case 'server':
    case 'network':
    case 'unauthorized':
    case 'invalidResponse':
      return 'WALLET_GATEWAY_UNAVAILABLE';
    // A token PayPal does not know was not made by this shop for this shopper.
    case 'notFound':
      return 'WALLET_FOREIGN_ORDER';
    case 'invalidRequest':
    case 'unprocessable':
      return 'WALLET_VERIFICATION_FAILED';
  }
}

/** The capture was refused for good (no money taken): the buyer's instrument, or the order not approved. */
export function isCaptureRefusal(error: unknown): boolean {
  return (
    error instanceof WalletGatewayError &&
    (error.kind === 'unprocessable' || error.kind === 'invalidRequest') &&
    error.issue !== 'ORDER_ALREADY_CAPTURED'
  );
}

export function isAlreadyCaptured(error: unknown): boolean {
  return error instanceof WalletGatewayError && error.kind === 'unprocessable' && error.issue === 'ORDER_ALREADY_CAPTURED';
}
