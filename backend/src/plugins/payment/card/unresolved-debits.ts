import { Injectable } from '@nestjs/common';

import { ClaimStore, type HeldClaim } from '../../claim-store/claim-store.service';
import { ATTEMPT_MEMORY_MS } from './operation-claims';

/*
 * The debits whose fate the shop may not know: one claim per order
 * (`cardPayment.unresolved:order:<id>`), written before a debit is sent to the gateway and
 * released once its outcome is recorded or known to have taken no money. A debit whose answer was
 * lost (a timeout, or a process killed between the gateway's charge and the recording) keeps its
 * entry, and the scheduled reconciliation (reconciliation/) finds it here without reading the
 * attempts of every order of the last month. The attempts (operation-claims.ts) stay what decides;
 * an entry only says where to look.
 */

const UNRESOLVED_PREFIX = 'cardPayment.unresolved:order:';

export interface UnresolvedDebit {
  orderId: string;
  orderCode: string;
  /** The attempt that sent it: a later attempt's settling releases it, an earlier one's does not. */
  attempt: number;
  idempotencyKey: string;
  /** The shopper's session, which the reconciliation's attempt is made in the name of. */
  sessionId: string;
  startedAt: number;
}

export type UnresolvedEntry = HeldClaim<UnresolvedDebit>;

const keyOf = (orderId: string) => `${UNRESOLVED_PREFIX}${orderId}`;

@Injectable()
export class UnresolvedDebits {
  constructor(private readonly store: ClaimStore) {}

  /**
   * Before a debit is sent; replaces the order's earlier entry (its debit's fate is being settled
   * by the same attempt). Only the holder of the order's running attempt calls this, so nothing
   * else writes the key meanwhile; a new holder makes a release based on an older read a no-op.
   */
  async register(debit: Omit<UnresolvedDebit, 'startedAt'>): Promise<void> {
    const key = keyOf(debit.orderId);
    await this.store.release(key);
    const entry = await this.store.claim<UnresolvedDebit>(key, ATTEMPT_MEMORY_MS, { ...debit, startedAt: Date.now() });
    if (!entry) throw new Error(`Order ${debit.orderCode}: its unresolved debit could not be registered`);
  }

  /**
   * For a debit found without its entry (its attempt's process died before registering it, as a
   * debit could before issue 30): an entry only if the order has none, replacing nothing. Whether
   * one was made.
   */
  async adopt(debit: Omit<UnresolvedDebit, 'startedAt'>): Promise<boolean> {
    const entry = await this.store.claim<UnresolvedDebit>(keyOf(debit.orderId), ATTEMPT_MEMORY_MS, { ...debit, startedAt: Date.now() });
    return entry !== undefined;
  }

  /** Once the debits of attempts up to `attempt` are settled; a later attempt's entry stays. */
  async release(orderId: string, attempt: number): Promise<void> {
    const entry = await this.store.read<UnresolvedDebit>(keyOf(orderId));
    if (entry && entry.value.attempt <= attempt) await this.store.release(entry.key, entry.holder);
  }

  /** The entry read in `entry`, unless it was replaced since. */
  async releaseEntry(entry: UnresolvedEntry): Promise<void> {
    await this.store.release(entry.key, entry.holder);
  }

  /** To the back of the list (still processing at the gateway): the others get their turn first. */
  async requeue(entry: UnresolvedEntry): Promise<void> {
    if (!(await this.store.release(entry.key, entry.holder))) return;
    await this.store.claim<UnresolvedDebit>(entry.key, ATTEMPT_MEMORY_MS, entry.value);
  }

  count(): Promise<number> {
    return this.store.countUnder(UNRESOLVED_PREFIX);
  }

  oldest(limit: number): Promise<UnresolvedEntry[]> {
    return this.store.oldestUnder<UnresolvedDebit>(UNRESOLVED_PREFIX, limit);
  }
}
