import type { GraphqlLimits } from './graphql-limits';
import type { QueryMeasure } from './query-measure';

/**
 * The Shop API's per-client rate of expensive operations (issue 30): searches with a term, and any
 * operation whose cost is over half the limit (no storefront document is: see graphql-limits.ts).
 * Each client address (`req.ip`, TRUSTED_PROXIES' rule: the storefront forwards the shopper's) has
 * a bucket of cost units; an expensive operation takes its cost (at least MIN_EXPENSIVE_CHARGE: a
 * search's own database work is not in the cost measure), and one the bucket cannot pay is refused
 * with 429 and Retry-After.
 *
 * Counted in memory, per server process, not in the database like the other rate limits
 * (plugins/rate-limit): those count a few logins or forms a minute, where a row per attempt is
 * cheap and must hold across servers; this one is asked on every search a shopper types, where a
 * database write per request would cost more than the search it guards. With N servers behind the
 * balancer a client gets up to N times the rate: a bound on cost, not an exact count.
 */
export interface ExpensiveOperationRate {
  /** Cost units a client may spend at once. */
  capacity: number;
  refillPerSecond: number;
  /** Client addresses remembered at most; the least recently seen is forgotten first. */
  maxClients: number;
}

/**
 * A shopper typing in the search bar sends 2 searches per pause (suggestions, closest destinations:
 * cost 21 each, charged 250), at most about 3 a second: 750 units a second, under the refill. The
 * costliest allowed catalogue document (about 4,900) passes twice at once, then once every 5 s.
 */
export const EXPENSIVE_OPERATION_RATE: ExpensiveOperationRate = { capacity: 10_000, refillPerSecond: 1_000, maxClients: 10_000 };
export const MIN_EXPENSIVE_CHARGE = 250;

/** The cost units an operation takes from its client's bucket: 0 for one that is not expensive. */
export function expensiveCharge(measure: QueryMeasure, limits: GraphqlLimits): number {
  const expensive = measure.longestSearchTerm > 0 || measure.cost > limits.maxCost / 2;
  return expensive ? Math.max(measure.cost, MIN_EXPENSIVE_CHARGE) : 0;
}

interface Bucket {
  units: number;
  updatedAt: number;
}

type Spend = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One token bucket of cost units per client address, in memory, bounded in count. */
export class ClientBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly rate: ExpensiveOperationRate) {}

  get size(): number {
    return this.buckets.size;
  }

  /** Takes `units` from `client`'s bucket at `nowMs`, or says how long until it could. */
  spend(client: string, units: number, nowMs: number): Spend {
    const { capacity, refillPerSecond, maxClients } = this.rate;
    const known = this.buckets.get(client);
    const available = known ? Math.min(capacity, known.units + ((nowMs - known.updatedAt) / 1000) * refillPerSecond) : capacity;
    // Re-inserted, so the Map's order is least recently seen first.
    this.buckets.delete(client);
    // More than the bucket holds is paid from a full one: such an operation is refused by the cost limit anyway.
    const needed = Math.min(units, capacity);
    if (available < needed) {
      this.buckets.set(client, { units: available, updatedAt: nowMs });
      this.forgetOldest(maxClients);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((needed - available) / refillPerSecond)) };
    }
    this.buckets.set(client, { units: available - needed, updatedAt: nowMs });
    this.forgetOldest(maxClients);
    return { allowed: true };
  }

  private forgetOldest(maxClients: number): void {
    while (this.buckets.size > maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) return;
      this.buckets.delete(oldest);
    }
  }
}
