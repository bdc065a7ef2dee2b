import type { GraphqlLimits } from './graphql-limits';
import type { QueryMeasure } from './query-measure';

/**
 * The Shop API's per-client rate of expensive operations (issue 30): searches with a term, and any
 * operation whose cost is over half the limit (no storefront document is: see graphql-limits.ts).
 * Each client address (`req.ip`, TRUSTED_PROXIES' rule: the storefront forwards the shopper's) has
 * a bucket of cost units; an expensive operation takes its cost (at least SEARCH_CHARGE per search
 * field: a search's own database work is not in the cost measure), and one the bucket cannot pay is
 * refused with 429 and Retry-After. Admitted, it runs in the expensive lane (expensive-lane.ts).
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
 * Sized on the event loop, which one server shares with every shopper (issue 30: a cost unit is
 * about 0.1 ms of it, a search about 4 ms). A client's refill, 500 units a second, is at most
 * about 5 % of the loop: 4 hostile clients leave it mostly free. A shopper typing sends 2 searches
 * per pause (suggestions, closest destinations), at most about 3 a second: 300 units a second.
 * The capacity is the cost limit: the costliest allowed document passes once, then every 11 s.
 */
export const EXPENSIVE_OPERATION_RATE: ExpensiveOperationRate = { capacity: 5_500, refillPerSecond: 500, maxClients: 10_000 };
/**
 * The Shop API time a client may take, in milliseconds of its share of the server's CPU from an
 * operation's start to its answer (SharedTimeClock; issue 30): the cost measure is an estimate before anything runs, and some documents it rates
 * cheap are not (100 products with their facet values cost 2,110 and took 0.6–0.9 s on SQLite
 * before their lookups were costed). Each query of a client that is not a trusted proxy is charged
 * what it took, once answered; a client in debt is refused with 429 until it is repaid. Mutations
 * are not: they do deliberate work (a login's password hash) and have rate limits of their own. 1 s at once, 100 ms a second: a shopper's
 * page costs tens of milliseconds; 4 hostile clients hold at most 40 % of one server.
 */
export const CLIENT_TIME_RATE: ExpensiveOperationRate = { capacity: 1_000, refillPerSecond: 100, maxClients: 10_000 };

/**
 * The share of the server each operation had (issue 30): a clock of the process's CPU time that
 * runs at 1/N of it while N operations are in flight, so an operation is charged its part of the
 * work the server did, not the wall time it waited behind everybody else's or for a core the
 * machine gave to another process. Alone it is charged the CPU it took; one of 10 running at once,
 * a tenth of what all of them took. Charging wall time refused genuine clients (429) as soon as
 * the server or the machine was slow for everyone.
 */
const processCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export class SharedTimeClock {
  private sharedMs = 0;
  private inFlight = 0;
  private updatedAt: number;

  constructor(private readonly now: () => number = processCpuMs) {
    this.updatedAt = now();
  }

  /** The clock's reading, in milliseconds of one operation's share since the clock began. */
  read(): number {
    const at = this.now();
    if (this.inFlight > 0) this.sharedMs += (at - this.updatedAt) / this.inFlight;
    this.updatedAt = at;
    return this.sharedMs;
  }

  /** An operation starts sharing the server. */
  start(): void {
    this.read();
    this.inFlight += 1;
  }

  /** An operation ends: answers the clock's reading at its end. */
  end(): number {
    const reading = this.read();
    this.inFlight = Math.max(0, this.inFlight - 1);
    return reading;
  }
}

/** What one search field with a term takes, however little the document's cost says. */
export const SEARCH_CHARGE = 100;

/**
 * The cost units an operation takes from its client's bucket: 0 for one that is not expensive;
 * else its cost, and at least SEARCH_CHARGE per search field (10 searches in one document take 10).
 */
export function expensiveCharge(measure: QueryMeasure, limits: GraphqlLimits): number {
  const expensive = measure.searches > 0 || measure.cost > limits.maxCost / 2;
  return expensive ? Math.max(measure.cost, measure.searches * SEARCH_CHARGE) : 0;
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

  /**
   * Takes `units` that were spent already (the event-loop time an operation took): the bucket may
   * go into debt, down to minus its capacity, and `spend` refuses everything until it is repaid.
   */
  charge(client: string, units: number, nowMs: number): void {
    const { capacity, refillPerSecond, maxClients } = this.rate;
    const known = this.buckets.get(client);
    const available = known ? Math.min(capacity, known.units + ((nowMs - known.updatedAt) / 1000) * refillPerSecond) : capacity;
    this.buckets.delete(client);
    this.buckets.set(client, { units: Math.max(-capacity, available - units), updatedAt: nowMs });
    this.forgetOldest(maxClients);
  }

  private forgetOldest(maxClients: number): void {
    while (this.buckets.size > maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) return;
      this.buckets.delete(oldest);
    }
  }
}
