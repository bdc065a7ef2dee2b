import { generateKeyPairSync } from 'node:crypto';

import type { Signer } from './signing';
import type { ApplePayState, CardToken, Challenge, OrderStats, Payment, Refund } from './ledger-types';
import type { SandboxSettings } from './settings';

/**
 * The sandbox's memory: it stands in for a third party, so state in memory is enough. Every
 * mutation below runs without an `await` between its read and its write, which is what makes
 * concurrent requests safe on Node's single thread (see payments.ts for the idempotency map).
 */
export interface Ledger {
  settings: SandboxSettings;
  signer: Signer;
  now(): number;
  tokens: Map<string, CardToken>;
  payments: Map<string, Payment>;
  /** Idempotency key → the payment it created, or the creation still running. */
  paymentsByKey: Map<string, { fingerprint: string; result: Promise<Payment> }>;
  refundsByKey: Map<string, { fingerprint: string; refund: Refund }>;
  challenges: Map<string, Challenge>;
  stats: Map<string, OrderStats>;
  applePay: ApplePayState;
  /** Timers of held answers, cleared on shutdown. */
  timers: Set<NodeJS.Timeout>;
}

export function createLedger(settings: SandboxSettings, signer: Signer, now: () => number = Date.now): Ledger {
  return {
    settings,
    signer,
    now,
    tokens: new Map(),
    payments: new Map(),
    paymentsByKey: new Map(),
    refundsByKey: new Map(),
    challenges: new Map(),
    stats: new Map(),
    applePay: { processingKey: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }), sessions: new Map(), exchanged: new Map() },
    timers: new Set(),
  };
}

export function statsOf(ledger: Ledger, orderCode: string): OrderStats {
  let stats = ledger.stats.get(orderCode);
  if (!stats) {
    stats = { paymentRequests: 0, payments: 0, charges: 0, chargedAmount: 0, refunds: 0, refundedAmount: 0, verifications: 0 };
    ledger.stats.set(orderCode, stats);
  }
  return stats;
}

/** The one place money is taken, so the charge count cannot miss a path. */
export function charge(ledger: Ledger, payment: Payment): void {
  payment.status = 'succeeded';
  const stats = statsOf(ledger, payment.orderCode);
  stats.charges += 1;
  stats.chargedAmount += payment.amount;
}

/** What the API answers about a payment (server-to-server). */
export function paymentView(ledger: Ledger, payment: Payment) {
  const challenge = payment.challengeId ? ledger.challenges.get(payment.challengeId) : undefined;
  return {
    id: payment.id,
    status: payment.status,
    orderCode: payment.orderCode,
    amount: payment.amount,
    currency: payment.currency,
    brand: payment.brand,
    last4: payment.last4,
    cardFingerprint: payment.cardFingerprint,
    ...(payment.cardCountry ? { cardCountry: payment.cardCountry } : {}),
    refundedAmount: payment.refundedAmount,
    ...(payment.declineReason ? { declineReason: payment.declineReason } : {}),
    ...(challenge && payment.status === 'requires_challenge'
      ? {
          challenge: {
            id: challenge.id,
            acsUrl: `${ledger.settings.publicUrl}/v1/challenges/${challenge.id}`,
            md: challenge.md,
            creq: challenge.creq,
          },
        }
      : {}),
  };
}

export function errorAnswer(status: number, code: string, error: string, extra: Record<string, string> = {}) {
  return { status, body: { error, code, ...extra } };
}
