import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { Inject, Injectable } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';
import { In, LessThan, MoreThan } from 'typeorm';

import { clientAddress, trustedProxies, type TrustedProxies } from './client-address';
import { RATE_LIMIT_PLUGIN_OPTIONS, type RateLimitPluginOptions } from './constants';
import { RateLimitHit } from './rate-limit-hit.entity';
import {
  COUNT_BEYOND_LIMIT,
  LONGEST_WINDOW_MS,
  bucketOf,
  rateDecision,
  reportedPastLimit,
  type RateCounter,
  type RateDecision,
} from './rate-limit-rule';

const hashed = (bucket: string) => createHash('sha256').update(bucket).digest('hex');

/** Old rows are swept at most this often by each instance, not on every request. */
const SWEEP_EVERY_MS = 10_000;

/** What a guard learns of one request: the decision, and a way to take the request back out of its counters. */
export interface RateAttempt {
  decision: RateDecision;
  /** The reporting counters (`beyond: 'report'`) this request took past their limit, by name. */
  reported: string[];
  /** For a request that turned out not to count (a coupon code that was right); nothing after a refusal. */
  refund(): Promise<void>;
}

/**
 * The shop's one rate limiter (rate-limit-rule.ts), counting in the database so that every server
 * instance sees the same counts.
 *
 * Parallel requests cannot slip past a limit: each request first writes its row in every counter
 * and only then counts, each statement committed on its own (never inside the request's
 * transaction, where PostgreSQL would hide concurrent rows from the count). Of N requests arriving
 * together, the one whose row was k-th sees at least k rows, so at most `limit` see a count within
 * the limit, whatever the interleaving; a refused request removes its rows again. In SQLite all
 * statements share one connection in turn, which gives the same order.
 */
@Injectable()
export class RateLimiter {
  private readonly trusted: TrustedProxies;
  private sweptAt = 0;

  constructor(
    private readonly connection: TransactionalConnection,
    @Inject(RATE_LIMIT_PLUGIN_OPTIONS) options: RateLimitPluginOptions,
  ) {
    this.trusted = trustedProxies(options.trustedProxies);
  }

  /** The client address of a request: the one every limit counts by (client-address.ts). */
  clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
    return clientAddress(req, this.trusted);
  }

  /** Counts one request in each counter, before the guarded work runs. */
  async attempt(counters: readonly RateCounter[]): Promise<RateAttempt> {
    const now = Date.now();
    // The raw connection: outside any request transaction (see above).
    const hits = this.connection.rawConnection.getRepository(RateLimitHit);
    if (now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now;
      await hits.delete({ atMs: LessThan(now - LONGEST_WINDOW_MS) });
    }
    const ids: number[] = [];
    for (const counter of counters) {
      const inserted = await hits.insert({ bucket: hashed(bucketOf(counter)), atMs: now });
      ids.push(Number(inserted.identifiers[0]?.['id']));
    }
    const counts = [];
    for (const counter of counters) {
      // Counting stops a little past the limit: a full counter costs no more to check than an empty one.
      const rows = await hits.find({
        select: { id: true },
        where: { bucket: hashed(bucketOf(counter)), atMs: MoreThan(now - counter.rule.windowMs) },
        take: counter.rule.limit + COUNT_BEYOND_LIMIT,
      });
      counts.push({ rule: counter.rule, count: rows.length });
    }
    const decision = rateDecision(counts);
    const refund = async () => {
      if (ids.length > 0) await hits.delete({ id: In(ids.splice(0)) });
    };
    if (!decision.allow) await refund();
    return { decision, reported: reportedPastLimit(counts), refund };
  }
}
