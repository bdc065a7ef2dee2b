import { createHmac } from 'node:crypto';

/**
 * A card's fingerprint, as real gateways give one (Stripe's `card.fingerprint`): the same card
 * number gives the same value across tokens, wallets and days, and no one can go back from it to
 * the number. A keyed hash (the sandbox's secret key) of the digits alone: a new expiry or CVV is
 * the same card. The shop counts declines by it (card testing); it never sees the number.
 */
export function cardFingerprint(secretKey: string, digits: string): string {
  return createHmac('sha256', secretKey).update(`card-fingerprint|${digits}`).digest('base64url').slice(0, 16);
}
