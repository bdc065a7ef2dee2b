import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';
import { SettingsStoreEntry, TransactionalConnection, type ID } from '@vendure/core';

import type { DeclineReason } from './card-payment-messages';

/*
 * One card operation (a debit or a 3-D Secure finish) at a time per order, across every server
 * instance: the database decides. Each operation inserts an "attempt" row whose (key, scope) is
 * unique — Vendure's settings store table has that unique index on SQLite and PostgreSQL alike —
 * so of twenty concurrent debits exactly one insert succeeds; the others find the row and wait for
 * its outcome. Rows are only inserted and then completed by their owner: no compare-and-set.
 * An in-process lock would hold for one process only; the gateway's idempotency key (derived from
 * the order) is the second line: even two attempts that both reached it would charge once.
 */

/** Registered as settings store fields (card-payment.plugin.ts) so Vendure's clean-up keeps them. */
export const CLAIM_NAMESPACE = 'cardPayment';
const ATTEMPT_KEY = `${CLAIM_NAMESPACE}.attempt`;
const TOKEN_KEY = `${CLAIM_NAMESPACE}.token`;

/** What an operation answered, kept so that waiting and repeated calls answer the same. */
export type StoredOutcome =
  | { status: 'succeeded'; orderCode: string; transactionRef: string }
  | { status: 'challenge'; transactionRef: string; challengeId: string }
  | { status: 'declined'; transactionRef: string | null; reason: DeclineReason };

export interface AttemptValue {
  orderId: string;
  attempt: number;
  operation: 'debit' | 'finish';
  /** A debit's idempotency key, a finish's gateway payment id. */
  requestKey: string;
  sessionId: string;
  startedAt: number;
  /** `unknown`: the gateway's answer never arrived; its fate is asked for by `unresolvedKey`. */
  state: 'running' | 'done' | 'unknown';
  outcome?: StoredOutcome;
  unresolvedKey?: string;
  /** Why an attempt ended without an outcome, so that callers who waited for it hear the same. */
  failure?: AttemptFailure;
}

export type AttemptFailure = 'timeout' | 'unavailable' | 'inProgress' | 'error';

export interface Attempt {
  entryId: ID;
  value: AttemptValue;
}

interface TokenValue {
  orderId: string;
  attempt: number;
  sessionId: string;
}

const scopeOf = (orderId: string, attempt: number) => `order:${orderId}#${attempt}`;

@Injectable()
export class OperationClaims {
  constructor(private readonly connection: TransactionalConnection) {}

  /**
   * Outside any request transaction on purpose: a claim must be visible to the other instances
   * at once, and must survive the rollback of the request that made it.
   */
  private get entries() {
    return this.connection.rawConnection.getRepository(SettingsStoreEntry);
  }

  async latest(orderId: ID): Promise<Attempt | undefined> {
    const entry = await this.entries
      .createQueryBuilder('entry')
      .where('entry.key = :key', { key: ATTEMPT_KEY })
      .andWhere('entry.scope LIKE :prefix', { prefix: `order:${String(orderId)}#%` })
      .orderBy('entry.id', 'DESC')
      .getOne();
    return entry ? { entryId: entry.id, value: entry.value as AttemptValue } : undefined;
  }

  /** The next attempt of the order, or undefined when another caller took that number first. */
  async claim(value: Omit<AttemptValue, 'state' | 'startedAt'>): Promise<Attempt | undefined> {
    const full: AttemptValue = { ...value, state: 'running', startedAt: Date.now() };
    const scope = scopeOf(value.orderId, value.attempt);
    try {
      await this.entries.insert(new SettingsStoreEntry({ key: ATTEMPT_KEY, scope, value: full }));
    } catch (error) {
      // The unique index refused a second row: the attempt is someone else's.
      if (await this.entries.exist({ where: { key: ATTEMPT_KEY, scope } })) return undefined;
      throw error;
    }
    const entry = await this.entries.findOneOrFail({ where: { key: ATTEMPT_KEY, scope } });
    return { entryId: entry.id, value: full };
  }

  async complete(attempt: Attempt, patch: Pick<AttemptValue, 'state' | 'outcome' | 'unresolvedKey' | 'failure'>): Promise<AttemptValue> {
    const value: AttemptValue = { ...attempt.value, ...patch };
    // The column is typed as the entity's own (loose) JSON type; TypeORM's partial type refuses ours.
    await this.entries.update({ id: attempt.entryId }, { value: value as SettingsStoreEntry['value'] });
    return value;
  }

  async read(attempt: Attempt): Promise<AttemptValue | undefined> {
    const entry = await this.entries.findOne({ where: { id: attempt.entryId } });
    return entry ? (entry.value as AttemptValue) : undefined;
  }

  /** Polls until the attempt is no longer running or `timeoutMs` passed; the last value read. */
  async waitUntilSettled(attempt: Attempt, timeoutMs: number): Promise<AttemptValue | undefined> {
    const deadline = Date.now() + timeoutMs;
    let value = await this.read(attempt);
    while (value?.state === 'running' && Date.now() < deadline) {
      await sleep(100);
      value = await this.read(attempt);
    }
    return value;
  }

  /** A running attempt older than this was abandoned (its process died) and counts as unknown. */
  isStale(value: AttemptValue, staleAfterMs: number): boolean {
    return value.state === 'running' && Date.now() - value.startedAt > staleAfterMs;
  }

  /**
   * Which attempt a token paid with (by fingerprint, never the token): a repeated debit that
   * arrives after its order was placed (and so is no longer the session's cart) still answers.
   */
  async rememberToken(tokenFingerprint: string, value: TokenValue): Promise<void> {
    await this.entries.insert(new SettingsStoreEntry({ key: TOKEN_KEY, scope: `token:${tokenFingerprint}`, value })).catch(() => undefined);
  }

  async attemptOfToken(tokenFingerprint: string): Promise<{ token: TokenValue; attempt: Attempt } | undefined> {
    const entry = await this.entries.findOne({ where: { key: TOKEN_KEY, scope: `token:${tokenFingerprint}` } });
    if (!entry) return undefined;
    const token = entry.value as TokenValue;
    const attemptEntry = await this.entries.findOne({ where: { key: ATTEMPT_KEY, scope: scopeOf(token.orderId, token.attempt) } });
    return attemptEntry ? { token, attempt: { entryId: attemptEntry.id, value: attemptEntry.value as AttemptValue } } : undefined;
  }
}

export const CLAIM_FIELDS = ['attempt', 'token'] as const;
