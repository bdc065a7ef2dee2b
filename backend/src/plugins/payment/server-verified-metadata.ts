/**
 * Metadata a payment service hands to `addPaymentToOrder` after it obtained the payment provider's
 * answer server to server. The payment handler recognises it by identity: Vendure's public
 * `addPaymentToOrder` mutation builds its metadata from the request's JSON, which can never be one
 * of these objects, so no browser can record a payment with a status it claims.
 */
export function serverVerifiedMetadata<Verified>() {
  const verified = new WeakMap<object, Verified>();
  return {
    /** The metadata object to pass to `addPaymentToOrder`. */
    metadataFor: (value: Verified): Record<string, never> => {
      const metadata = {};
      verified.set(metadata, value);
      return metadata;
    },
    /** The verified value, once: a second read (or a browser's metadata) gives undefined. */
    verifiedOf: (metadata: object): Verified | undefined => {
      const value = verified.get(metadata);
      verified.delete(metadata);
      return value;
    },
  };
}
