import { serverVerifiedMetadata } from '../server-verified-metadata';
import type { GatewayPayment } from './gateway/card-gateway';

/** A gateway answer the debit service obtained server to server, handed to the handler. */
interface VerifiedDebit {
  payment: GatewayPayment;
  idempotencyKey: string;
  /** The shopper's session: a 3-D Secure finish is accepted from this session only. */
  sessionId: string;
}

const debits = serverVerifiedMetadata<VerifiedDebit>();

/** The metadata object the debit service passes to `addPaymentToOrder` (see server-verified-metadata.ts). */
export const metadataForDebit = debits.metadataFor;

export const verifiedDebitOf = debits.verifiedOf;
