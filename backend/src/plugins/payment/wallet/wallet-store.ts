import { Injectable } from '@nestjs/common';
import type { ID } from '@vendure/core';

import { ClaimStore } from '../../claim-store/claim-store.service';

/*
 * The wallet payment's claims in the claim store (plugins/claim-store), one key each,
 * `walletPayment.<kind>:<what>`:
 *   finish         one finish or reconciliation per PayPal order at a time (finish-locks.ts)
 *   webhookEvent   a PayPal webhook event already taken (its id): a replay or a copy is ignored
 *   shopRefund     a PayPal refund the shop made itself: its webhook records nothing more
 *   failureNotice  the "payment did not go through" email of an order, sent once
 */
type WalletClaimKind = 'finish' | 'webhookEvent' | 'shopRefund' | 'failureNotice';

export function walletClaimKey(kind: WalletClaimKind, what: string): string {
  return `walletPayment.${kind}:${what}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Webhook events are remembered this long (PayPal gives up resending after 3 days). */
const EVENT_MEMORY_MS = 30 * DAY_MS;
/** PayPal takes refunds and disputes of a payment for 180 days: no event about it comes later. */
const PAYMENT_MEMORY_MS = 180 * DAY_MS;

/** Once-only marks of the wallet payment, seen by every instance at once. */
@Injectable()
export class WalletStore {
  constructor(private readonly claims: ClaimStore) {}

  /** A webhook event taken for the first time (true), or a copy or replay of one already taken (false). */
  async claimWebhookEvent(eventId: string, eventType: string): Promise<boolean> {
    return (await this.claims.claim(walletClaimKey('webhookEvent', `event:${eventId}`), EVENT_MEMORY_MS, { eventType })) !== undefined;
  }

  /** Gives an event back when it could not be queued, so PayPal's retry is taken. */
  async releaseWebhookEvent(eventId: string): Promise<void> {
    await this.claims.release(walletClaimKey('webhookEvent', `event:${eventId}`));
  }

  /** A refund the shop made at PayPal itself (a Vendure refund, or an unrecordable capture given back). */
  async rememberShopRefund(refundId: string): Promise<void> {
    await this.claims.claim(walletClaimKey('shopRefund', `refund:${refundId}`), PAYMENT_MEMORY_MS);
  }

  /** Which of these PayPal refund ids the shop made itself. */
  async shopRefundsAmong(refundIds: readonly string[]): Promise<Set<string>> {
    const keys = new Map(refundIds.map((id) => [walletClaimKey('shopRefund', `refund:${id}`), id]));
    const held = await this.claims.readAll([...keys.keys()]);
    return new Set(held.map((claim) => keys.get(claim.key)).filter((id): id is string => id !== undefined));
  }

  /** True once per order: whoever gets it sends the "payment did not go through" email. */
  async claimFailureNotice(orderId: ID): Promise<boolean> {
    return (await this.claims.claim(walletClaimKey('failureNotice', `order:${String(orderId)}`), PAYMENT_MEMORY_MS)) !== undefined;
  }
}
