import type { GatewayPayment } from './gateway/card-gateway';

/** A gateway answer the debit service obtained server to server, handed to the handler. */
export interface VerifiedDebit {
  payment: GatewayPayment;
  idempotencyKey: string;
  /** The shopper's session: a 3-D Secure finish is accepted from this session only. */
  sessionId: string;
}

const verified = new WeakMap<object, VerifiedDebit>();

/**
 * The metadata object the debit service passes to `addPaymentToOrder`. The handler recognises it by
 * identity: Vendure's public `addPaymentToOrder` mutation builds its metadata from the request's
 * JSON, which can never be one of these objects, so no browser can record a payment of this
 * method with a status it claims.
 */
export function metadataFor(debit: VerifiedDebit): Record<string, never> {
  const metadata = {};
  verified.set(metadata, debit);
  return metadata;
}

export function verifiedDebitOf(metadata: object): VerifiedDebit | undefined {
  const debit = verified.get(metadata);
  verified.delete(metadata);
  return debit;
}
