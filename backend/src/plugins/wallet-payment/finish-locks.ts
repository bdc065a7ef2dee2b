import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';
import { SettingsStoreEntry, TransactionalConnection } from '@vendure/core';

import { walletStoreKey } from './wallet-store-fields';

/*
 * One finish per wallet order at a time, across every server instance: the database decides.
 * The finish inserts a row whose (key, scope) is unique (Vendure's settings store has that index
 * on SQLite and PostgreSQL alike), so of twenty concurrent replays of one return exactly one
 * insert succeeds; the others wait until its owner removes it, then look again at the order,
 * which is paid by then. The capture's PayPal-Request-Id is the second line: even two finishes
 * that both reached PayPal would capture once. The reconciliation of a PayPal order (webhooks, the
 * schedule) takes the same lock, so it never acts on an order a finish is still recording.
 */

const LOCK_KEY = walletStoreKey('finish');

interface LockValue {
  startedAt: number;
}

export type HeldLock = { release(): Promise<void> };

@Injectable()
export class FinishLocks {
  constructor(private readonly connection: TransactionalConnection) {}

  /** Outside any request transaction: a lock must be seen by other instances at once. */
  private get entries() {
    return this.connection.rawConnection.getRepository(SettingsStoreEntry);
  }

  /** The lock of this wallet order, or undefined when another finish holds it (one older than `staleAfterMs` is taken over). */
  async acquire(walletOrderId: string, staleAfterMs: number): Promise<HeldLock | undefined> {
    const scope = `wallet:${walletOrderId}`;
    const value: LockValue = { startedAt: Date.now() };
    try {
      await this.entries.insert(new SettingsStoreEntry({ key: LOCK_KEY, scope, value }));
    } catch (error) {
      const held = await this.entries.findOne({ where: { key: LOCK_KEY, scope } });
      if (!held) throw error;
      // Its process died mid-finish: nobody will release it. The capture's request id keeps a takeover safe.
      if (Date.now() - (held.value as LockValue).startedAt > staleAfterMs) await this.entries.delete({ id: held.id });
      return undefined;
    }
    const entry = await this.entries.findOneOrFail({ where: { key: LOCK_KEY, scope } });
    return { release: async () => void (await this.entries.delete({ id: entry.id })) };
  }

  /** Polls until the wallet order's lock is gone or `timeoutMs` passed; whether it is gone. */
  async waitUntilReleased(walletOrderId: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const where = { key: LOCK_KEY, scope: `wallet:${walletOrderId}` };
    while (await this.entries.exist({ where })) {
      if (Date.now() >= deadline) return false;
      await sleep(100);
    }
    return true;
  }
}
