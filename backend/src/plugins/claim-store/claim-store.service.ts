import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';
import { In, LessThanOrEqual, MoreThan, QueryFailedError } from 'typeorm';

import { ClaimRecord } from './claim-record.entity';
import { keyRangeOf } from './key-range';

/** A claim this caller holds, or read: `holder` tells whose it is. */
export interface HeldClaim<V> {
  key: string;
  holder: string;
  value: V;
  expiresAtMs: number;
}

const MAX_KEY_LENGTH = 255;
/** Expired rows deleted per statement by the clean-up: short statements, the event loop breathes between them. */
const CLEANUP_BATCH = 500;
/** An insert refused and a takeover finding no row means the holder released it meanwhile: try again, a few times. */
const CLAIM_ROUNDS = 3;

/** The unique index refused an insert: PostgreSQL's unique_violation, SQLite's constraint codes. */
function isUniqueViolation(error: unknown): boolean {
  const driverError: unknown = error instanceof QueryFailedError ? error.driverError : error;
  const code = typeof driverError === 'object' && driverError !== null ? (driverError as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

function heldOf<V>(record: Pick<ClaimRecord, 'key' | 'holder' | 'value' | 'expiresAtMs'>): HeldClaim<V> {
  return { key: record.key, holder: record.holder, value: record.value as V, expiresAtMs: record.expiresAtMs };
}

function checkKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new RangeError(`A claim key has 1 to ${MAX_KEY_LENGTH} characters: ${key.slice(0, 80)}…`);
  }
}

/**
 * The backend's one store of claims (issue 16): a key held by one caller at a time, across
 * processes and server instances, until it expires or is released. Used for the card payment's
 * operations (one per order at a time, and what each answered) and its debits whose answer was
 * lost, the wallet payment's finish lock per PayPal order and its once-only marks (webhook events,
 * the shop's refunds, the failure email), and the blog's view counter (one count per session and
 * post).
 *
 * The database decides: a claim is an INSERT, and the unique index on `key` lets exactly one of
 * any number of concurrent inserts through. A claim whose expiry has passed is taken over by one
 * conditional UPDATE (`… WHERE key = ? AND expiresAtMs <= now`): PostgreSQL re-checks the
 * condition on the row after waiting for a concurrent takeover's lock, and SQLite runs one writer
 * at a time, so of concurrent takeovers exactly one changes the row. Every statement runs on the
 * raw connection, committed on its own: a claim is seen by every instance at once and survives the
 * rollback of the request that made it. Expiry is read off each server's clock; the TTLs in use
 * (minutes to months) dwarf any skew between servers.
 */
@Injectable()
export class ClaimStore {
  constructor(private readonly connection: TransactionalConnection) {}

  private get records() {
    return this.connection.rawConnection.getRepository(ClaimRecord);
  }

  /**
   * The key for `ttlMs`, or undefined while someone else holds it. An expired claim is taken over
   * (its value replaced by this one's).
   */
  async claim<V = null>(key: string, ttlMs: number, value?: V): Promise<HeldClaim<V> | undefined> {
    checkKey(key);
    if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError(`A claim lasts a positive time, not ${ttlMs} ms`);
    for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
      const now = Date.now();
      const record = { key, holder: randomUUID(), value: value ?? null, expiresAtMs: now + ttlMs };
      try {
        // TypeORM's deep-partial type of an `unknown` column refuses every value; the column is JSON.
        await this.records.insert({ ...record, value: record.value as never });
        return heldOf<V>(record);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const takeover = await this.records.update(
        { key, expiresAtMs: LessThanOrEqual(now) },
        { holder: record.holder, value: record.value as never, expiresAtMs: record.expiresAtMs },
      );
      if (takeover.affected === 1) return heldOf<V>(record);
      // Still held by someone else; or released between the insert and the update: try again.
      if (await this.records.exists({ where: { key } })) return undefined;
    }
    return undefined;
  }

  /** Frees the key; with `holder`, only if that claim still holds it (not after a takeover). Whether a claim was freed. */
  async release(key: string, holder?: string): Promise<boolean> {
    const result = await this.records.delete(holder === undefined ? { key } : { key, holder });
    return (result.affected ?? 0) > 0;
  }

  /** The claim on `key` while it lasts. */
  async read<V>(key: string): Promise<HeldClaim<V> | undefined> {
    const record = await this.records.findOne({ where: { key, expiresAtMs: MoreThan(Date.now()) } });
    return record ? heldOf<V>(record) : undefined;
  }

  /** The claims that last among `keys`. */
  async readAll<V>(keys: readonly string[]): Promise<Array<HeldClaim<V>>> {
    if (keys.length === 0) return [];
    const records = await this.records.find({ where: { key: In([...keys]), expiresAtMs: MoreThan(Date.now()) } });
    return records.map((record) => heldOf<V>(record));
  }

  /** The last claim made (first inserted) among the lasting keys that start with `prefix`. */
  async newestUnder<V>(prefix: string): Promise<HeldClaim<V> | undefined> {
    const record = await this.lastingUnder(prefix).orderBy('claim.id', 'DESC').getOne();
    return record ? heldOf<V>(record) : undefined;
  }

  /** The first `limit` claims made among the lasting keys that start with `prefix`, oldest first. */
  async oldestUnder<V>(prefix: string, limit: number): Promise<Array<HeldClaim<V>>> {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A listing takes at least one claim, not ${limit}`);
    const records = await this.lastingUnder(prefix).orderBy('claim.id', 'ASC').limit(limit).getMany();
    return records.map((record) => heldOf<V>(record));
  }

  /** How many unexpired claims have keys starting with `prefix`. */
  countUnder(prefix: string): Promise<number> {
    return this.lastingUnder(prefix).getCount();
  }

  private lastingUnder(prefix: string) {
    checkKey(prefix);
    const { lower, upper } = keyRangeOf(prefix);
    const query = this.records
      .createQueryBuilder('claim')
      // The range lets the index on `key` find the rows; the exact prefix decides (LIKE is
      // case-insensitive in SQLite and would need escaping).
      .where('claim.key >= :lower', { lower })
      .andWhere('substr(claim.key, 1, :length) = :prefix', { length: prefix.length, prefix })
      .andWhere('claim.expiresAtMs > :now', { now: Date.now() });
    return upper === undefined ? query : query.andWhere('claim.key < :upper', { upper });
  }

  /** Replaces the value of a claim still held by `claim.holder`; undefined when it no longer is. */
  async update<V>(claim: HeldClaim<V>, value: V): Promise<HeldClaim<V> | undefined> {
    // As in claim(): the JSON column's deep-partial type takes no value of ours.
    const result = await this.records.update({ key: claim.key, holder: claim.holder }, { value: value as never });
    return result.affected === 1 ? { ...claim, value } : undefined;
  }

  /** Deletes the claims expired at `now` (the scheduled clean-up); answers how many. */
  async cleanup(now: number = Date.now()): Promise<number> {
    let deleted = 0;
    for (;;) {
      const expired = await this.records.find({ select: { id: true }, where: { expiresAtMs: LessThanOrEqual(now) }, take: CLEANUP_BATCH });
      if (expired.length === 0) return deleted;
      // The expiry again in the DELETE: a row taken over since it was read is no longer expired, and stays.
      const result = await this.records.delete({ id: In(expired.map((record) => record.id)), expiresAtMs: LessThanOrEqual(now) });
      deleted += result.affected ?? 0;
      if (expired.length < CLEANUP_BATCH) return deleted;
      await yieldToEventLoop();
    }
  }
}
