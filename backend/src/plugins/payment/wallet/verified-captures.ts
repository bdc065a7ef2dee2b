import { serverVerifiedMetadata } from '../server-verified-metadata';
import type { WalletCapture, WalletPayer } from './gateway/wallet-gateway';

/** A capture the finish step obtained from the wallet server to server and checked against the order. */
export interface VerifiedCapture {
  /** The wallet's order id (the return's `token`). */
  walletOrderId: string;
  capture: WalletCapture;
  payer?: WalletPayer;
  /** The PayPal-Request-Id the capture was made with. */
  requestId: string;
  /** The shopper's session: it may read its guest order afterwards (order-access's placing session). */
  sessionId?: string;
}

const captures = serverVerifiedMetadata<VerifiedCapture>();

/** The metadata object the finish step passes to `addPaymentToOrder` (see server-verified-metadata.ts). */
export const metadataForCapture = captures.metadataFor;

export const verifiedCaptureOf = captures.verifiedOf;
