import type { KeyObject } from 'node:crypto';

import type { CardBrand } from './card-rules';
import type { CardBehaviour } from './test-cards';

type PaymentStatus = 'processing' | 'requires_challenge' | 'succeeded' | 'declined';
export type DeclineReason =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'challenge_abandoned'
  | 'processing_timeout'
  /** A challenge result the ACS did not issue for this payment (forged or tampered). */
  | 'verification_failed';
export type ChallengeOutcome = 'approve' | 'decline' | 'abandon';

/** A token stands for a card; the card number itself is never kept. */
export interface CardToken {
  token: string;
  last4: string;
  brand: CardBrand;
  /** The card's fingerprint (card-fingerprint.ts): the same for every token of one card number. */
  cardFingerprint: string;
  behaviour: CardBehaviour;
  /** ISO 3166-1 alpha-2 of the card's issuer, when the sandbox knows it (issuing-country.ts). */
  country?: string;
  expiresAt: number;
  /** The payment that used it: a token pays once. */
  usedBy?: string;
  /** Exchanged from an Apple Pay payment token: the device already authenticated the buyer. */
  wallet?: 'apple_pay';
}

/** The gateway's half of Apple Pay (apple-pay.ts). */
export interface ApplePayState {
  /** The payment processing key pair Apple seals tokens for (a merchant registers its public half with Apple). */
  processingKey: { publicKey: KeyObject; privateKey: KeyObject };
  /** Merchant session id → when it expires: the sessions this gateway issued. */
  sessions: Map<string, number>;
  /** Payment token transaction id → the card token it became: a payment token exchanges once. */
  exchanged: Map<string, string>;
}

export interface Challenge {
  id: string;
  paymentId: string;
  /** Merchant data: echoed back to the merchant with the result. */
  md: string;
  creq: string;
  returnUrl: string;
  outcome?: ChallengeOutcome;
  /** One per completed challenge, inside the signed cres: a cres verifies once. */
  nonce?: string;
}

export interface Payment {
  id: string;
  idempotencyKey: string;
  orderCode: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  declineReason?: DeclineReason;
  brand: CardBrand;
  last4: string;
  /** The paying card's fingerprint (card-fingerprint.ts). */
  cardFingerprint: string;
  /** The issuer's country, when known (issuing-country.ts). */
  cardCountry?: string;
  refundedAmount: number;
  challengeId?: string;
  createdAt: number;
}

export interface Refund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'succeeded';
}

/** Per order code, for the double-charge test and the bench (GET /v1/stats). */
export interface OrderStats {
  /** Debit requests received, replays with the same idempotency key included. */
  paymentRequests: number;
  /** Distinct payments created. */
  payments: number;
  /** Payments that took money: the number that must stay at 1 for one order. */
  charges: number;
  chargedAmount: number;
  refunds: number;
  refundedAmount: number;
  verifications: number;
}

/** An answer for the HTTP layer: a status and a JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}
