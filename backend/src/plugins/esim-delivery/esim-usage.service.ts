import { Inject, Injectable } from '@nestjs/common';
import { CacheService, Logger, type RequestContext } from '@vendure/core';

import type { RateLimit } from '../rate-limit/rate-limit-rule';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { LOGGER_CTX } from './constants';
import { ESIM_SUPPLIER, MAX_USAGE_BATCH, type EsimSupplier, type EsimUsage, type EsimUsageQuery } from './esim-supplier';
import type { EsimStatus } from './esim-status';

/*
 * Asks the supplier for eSIM usage without letting the shop's pages hammer it: the answers of one
 * GraphQL request are asked in one batch, and kept USAGE_CACHE_TTL_MS in Vendure's cache (shared
 * by the servers through Redis). `refresh` asks the supplier again, at most REFRESH_LIMIT times a
 * minute per client address; past that it gets the cached answer. A supplier error, a missing
 * answer or no answer within SUPPLIER_TIMEOUT_MS is "unavailable" (GraphQL null), never an error.
 */

const USAGE_CACHE_TTL_MS = 45_000;
const SUPPLIER_TIMEOUT_MS = 5_000;
const REFRESH_LIMIT: RateLimit = { name: 'esimUsage.refresh|ip', limit: 20, windowMs: 60_000, beyond: 'refuse' };

const usageCacheKey = (iccid: string) => `esimUsage:${iccid}`;

type CachedUsage = Omit<EsimUsage, 'installedAt' | 'expiresAt' | 'checkedAt'> & {
  installedAt?: string;
  expiresAt?: string;
  checkedAt: string;
};

const toCached = (usage: EsimUsage): CachedUsage => ({
  state: usage.state,
  dataTotalMb: usage.dataTotalMb,
  dataUsedMb: usage.dataUsedMb,
  validityDays: usage.validityDays,
  daysLeft: usage.daysLeft,
  ...(usage.installedAt ? { installedAt: usage.installedAt.toISOString() } : {}),
  ...(usage.expiresAt ? { expiresAt: usage.expiresAt.toISOString() } : {}),
  checkedAt: usage.checkedAt.toISOString(),
});

const fromCached = (cached: CachedUsage): EsimUsage => ({
  ...cached,
  installedAt: cached.installedAt ? new Date(cached.installedAt) : undefined,
  expiresAt: cached.expiresAt ? new Date(cached.expiresAt) : undefined,
  checkedAt: new Date(cached.checkedAt),
});

interface Asked {
  query: EsimUsageQuery;
  refresh: boolean;
  answer: (usage: EsimUsage | undefined) => void;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class EsimUsageService {
  /** The eSIMs one request asked about so far, answered together on the next turn of the event loop. */
  private readonly batches = new WeakMap<object, Asked[]>();

  constructor(
    @Inject(ESIM_SUPPLIER) private readonly supplier: EsimSupplier,
    private readonly cache: CacheService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  usage(ctx: RequestContext, status: EsimStatus, refresh: boolean): Promise<EsimUsage | undefined> {
    const plan = status.plan;
    if (!plan) return Promise.resolve(undefined);
    const key: object = ctx.req ?? ctx;
    return new Promise((answer) => {
      const batch = this.batches.get(key);
      const asked = {
        query: { iccid: status.iccid, supplierProfileRef: status.supplierProfileRef, deliveredAt: status.deliveredAt, plan },
        refresh,
        answer,
      };
      if (batch) {
        batch.push(asked);
        return;
      }
      this.batches.set(key, [asked]);
      setImmediate(() => {
        const all = this.batches.get(key) ?? [];
        this.batches.delete(key);
        this.answer(ctx, all).catch((error: unknown) => {
          Logger.warn(`eSIM usage failed: ${error instanceof Error ? error.message : String(error)}`, LOGGER_CTX);
          for (const one of all) one.answer(undefined);
        });
      });
    });
  }

  /** The test control changed an eSIM's figures: the next read asks the supplier. */
  forget(iccid: string): Promise<void> {
    return this.cache.delete(usageCacheKey(iccid));
  }

  private async answer(ctx: RequestContext, asked: Asked[]): Promise<void> {
    const refreshing = asked.some((one) => one.refresh) && (await this.mayRefresh(ctx));
    const unique = [...new Map(asked.map((one) => [one.query.iccid, one])).values()];
    const cached = new Map<string, EsimUsage>();
    for (const one of unique) {
      if (refreshing && one.refresh) continue;
      const hit = await this.cache.get<CachedUsage>(usageCacheKey(one.query.iccid));
      if (hit) cached.set(one.query.iccid, fromCached(hit));
    }
    const missing = unique.filter((one) => !cached.has(one.query.iccid)).map((one) => one.query);
    const fresh = await this.ask(ctx, missing);
    for (const one of asked) one.answer(cached.get(one.query.iccid) ?? fresh.get(one.query.iccid));
  }

  private async ask(ctx: RequestContext, queries: EsimUsageQuery[]): Promise<Map<string, EsimUsage>> {
    const answers = new Map<string, EsimUsage>();
    for (let start = 0; start < queries.length; start += MAX_USAGE_BATCH) {
      const chunk = queries.slice(start, start + MAX_USAGE_BATCH);
      try {
        const answered = await withTimeout(this.supplier.usage(ctx, chunk), SUPPLIER_TIMEOUT_MS);
        for (const query of chunk) {
          const usage = answered.get(query.iccid);
          if (!usage) continue;
          answers.set(query.iccid, usage);
          await this.cache.set(usageCacheKey(query.iccid), toCached(usage), { ttl: USAGE_CACHE_TTL_MS });
        }
      } catch (error) {
        Logger.warn(
          `The eSIM supplier gave no usage for ${chunk.length} eSIMs: ${error instanceof Error ? error.message : String(error)}`,
          LOGGER_CTX,
        );
      }
    }
    return answers;
  }

  private async mayRefresh(ctx: RequestContext): Promise<boolean> {
    if (!ctx.req) return false;
    const { decision } = await this.rateLimiter.attempt([{ rule: REFRESH_LIMIT, key: this.rateLimiter.clientAddress(ctx.req) }]);
    return decision.allow;
  }
}
