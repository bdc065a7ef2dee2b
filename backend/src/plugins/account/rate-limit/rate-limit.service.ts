import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';
import { In, LessThan, MoreThan } from 'typeorm';

import { AccountRateLimitHit } from './rate-limit-hit.entity';
import { RATE_LIMIT_WINDOW_MS, bucketsOf, rateDecision, type AttemptCounts, type RateDecision, type RateLimitedAction } from './rate-limit-rule';

const hashed = (bucket: string) => createHash('sha256').update(bucket).digest('hex');

/**
 * Counts requests in the database, so every server instance sees the same counts. Each request is
 * written first and counted after, so two requests arriving together both see each other.
 */
@Injectable()
export class RateLimitService {
  constructor(private readonly connection: TransactionalConnection) {}

  async hit(action: RateLimitedAction, ip: string, account: string | undefined, limit: number): Promise<RateDecision> {
    const names = bucketsOf(action, ip, account);
    const buckets = { ip: hashed(names.ip), ipAccount: names.ipAccount && hashed(names.ipAccount), account: names.account && hashed(names.account) };
    const present = [buckets.ip, buckets.ipAccount, buckets.account].filter((bucket): bucket is string => bucket !== undefined);
    const now = Date.now();
    // The raw connection: outside any request transaction, so a refused request still counts.
    const repository = this.connection.rawConnection.getRepository(AccountRateLimitHit);
    await repository.delete({ atMs: LessThan(now - RATE_LIMIT_WINDOW_MS) });
    await repository.insert(present.map((bucket) => ({ bucket, atMs: now })));
    const rows: Array<{ bucket: string; hits: string | number }> = await repository
      .createQueryBuilder('hit')
      .select('hit.bucket', 'bucket')
      .addSelect('COUNT(*)', 'hits')
      .where({ bucket: In(present), atMs: MoreThan(now - RATE_LIMIT_WINDOW_MS) })
      .groupBy('hit.bucket')
      .getRawMany();
    const count = (bucket: string | undefined) => (bucket ? Number(rows.find((row) => row.bucket === bucket)?.hits ?? 0) : 0);
    const counts: AttemptCounts = { ip: count(buckets.ip), ipAccount: count(buckets.ipAccount), account: count(buckets.account) };
    return rateDecision(counts, limit);
  }
}
