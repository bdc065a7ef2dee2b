import { Injectable } from '@nestjs/common';
import { SettingsStoreEntry, TransactionalConnection, type ID } from '@vendure/core';
import { In, LessThan } from 'typeorm';

import { walletStoreKey, type WalletStoreField } from './wallet-store-fields';

/**
 * Once-only marks of the wallet payment in the settings store (wallet-store-fields.ts), outside
 * any request transaction so that every instance sees them at once.
 */
@Injectable()
export class WalletStore {
  constructor(private readonly connection: TransactionalConnection) {}

  private get entries() {
    return this.connection.rawConnection.getRepository(SettingsStoreEntry);
  }

  /** True for the first caller only, whatever runs at the same time. */
  private async claim(field: WalletStoreField, scope: string, value: Record<string, unknown>): Promise<boolean> {
    const key = walletStoreKey(field);
    try {
      await this.entries.insert(new SettingsStoreEntry({ key, scope, value: { ...value, at: new Date().toISOString() } }));
      return true;
    } catch (error) {
      // The unique (key, scope) index refused it: someone has it. Anything else is a real failure.
      if (await this.entries.exist({ where: { key, scope } })) return false;
      throw error;
    }
  }

  /** A webhook event taken for the first time (true), or a copy or replay of one already taken (false). */
  claimWebhookEvent(eventId: string, eventType: string): Promise<boolean> {
    return this.claim('webhookEvent', `event:${eventId}`, { eventType });
  }

  /** Gives an event back when it could not be queued, so PayPal's retry is taken. */
  async releaseWebhookEvent(eventId: string): Promise<void> {
    await this.entries.delete({ key: walletStoreKey('webhookEvent'), scope: `event:${eventId}` });
  }

  /** A refund the shop made at PayPal itself (a Vendure refund, or an unrecordable capture given back). */
  async rememberShopRefund(refundId: string): Promise<void> {
    await this.claim('shopRefund', `refund:${refundId}`, {});
  }

  /** Which of these PayPal refund ids the shop made itself. */
  async shopRefundsAmong(refundIds: readonly string[]): Promise<Set<string>> {
    if (refundIds.length === 0) return new Set();
    const rows = await this.entries.find({ where: { key: walletStoreKey('shopRefund'), scope: In(refundIds.map((id) => `refund:${id}`)) }, select: { scope: true } });
    return new Set(rows.map((row) => (row.scope ?? '').slice('refund:'.length)));
  }

  /** True once per order: whoever gets it sends the "payment did not go through" email. */
  claimFailureNotice(orderId: ID): Promise<boolean> {
    return this.claim('failureNotice', `order:${String(orderId)}`, {});
  }

  /** Forgets webhook events older than `before` (PayPal stops retrying after 3 days). Answers how many. */
  async forgetWebhookEventsBefore(before: Date): Promise<number> {
    const result = await this.entries.delete({ key: walletStoreKey('webhookEvent'), createdAt: LessThan(before) });
    return result.affected ?? 0;
  }
}
