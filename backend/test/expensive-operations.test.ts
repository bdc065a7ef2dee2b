import { describe, expect, it } from 'vitest';

import {
  ClientBuckets,
  EXPENSIVE_OPERATION_RATE,
  expensiveCharge,
  SEARCH_CHARGE,
  SharedTimeClock,
} from '../src/api-hardening/expensive-operations';
import { GRAPHQL_LIMITS } from '../src/api-hardening/graphql-limits';

const measure = (cost: number, searches = 0) => ({
  depth: 3,
  aliases: 0,
  cost,
  selections: 10,
  longestSearchTerm: searches > 0 ? 3 : 0,
  searches,
});
const RATE = { capacity: 1_000, refillPerSecond: 100, maxClients: 3 };

describe('which Shop API operations are expensive, and what they take', () => {
  it('a search with a term, at least SEARCH_CHARGE for each search field; an operation over half the cost limit, its cost', () => {
    expect(expensiveCharge(measure(21, 1), GRAPHQL_LIMITS.shop)).toBe(SEARCH_CHARGE);
    expect(expensiveCharge(measure(100, 10), GRAPHQL_LIMITS.shop)).toBe(10 * SEARCH_CHARGE);
    expect(expensiveCharge(measure(4_898), GRAPHQL_LIMITS.shop)).toBe(4_898);
  });

  it("nothing for the storefront's own documents: a cart (cost 2,631) or a listing without a term", () => {
    expect(expensiveCharge(measure(2_631), GRAPHQL_LIMITS.shop)).toBe(0);
    expect(expensiveCharge(measure(GRAPHQL_LIMITS.shop.maxCost / 2), GRAPHQL_LIMITS.shop)).toBe(0);
  });

  it('a shopper typing (3 searches a second) never runs dry; the costliest allowed document passes once, then every 11 s', () => {
    const buckets = new ClientBuckets(EXPENSIVE_OPERATION_RATE);
    for (let at = 0; at < 60_000; at += 333) expect(buckets.spend('shopper', SEARCH_CHARGE, at).allowed, `at ${at} ms`).toBe(true);
    const costliest = GRAPHQL_LIMITS.shop.maxCost;
    expect(buckets.spend('crawler', costliest, 0).allowed).toBe(true);
    expect(buckets.spend('crawler', costliest, 0)).toEqual({ allowed: false, retryAfterSeconds: 11 });
    expect(buckets.spend('crawler', costliest, 11_000).allowed).toBe(true);
    // 10 searches in one document: 5 such documents empty the bucket.
    for (let sent = 0; sent < 5; sent += 1) expect(buckets.spend('searcher', 10 * SEARCH_CHARGE, 0).allowed).toBe(true);
    expect(buckets.spend('searcher', 10 * SEARCH_CHARGE, 0).allowed).toBe(false);
  });
});

describe('the per-client buckets', () => {
  it('refill with time, up to their capacity; each client has its own', () => {
    const buckets = new ClientBuckets(RATE);
    expect(buckets.spend('a', 1_000, 0).allowed).toBe(true);
    expect(buckets.spend('a', 100, 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.spend('b', 1_000, 0).allowed).toBe(true);
    expect(buckets.spend('a', 100, 1_000).allowed).toBe(true);
    expect(buckets.spend('a', 1_000, 1_000_000).allowed).toBe(true);
    expect(buckets.spend('a', 1, 1_000_000).allowed).toBe(false);
  });

  it('a refusal says how long until the bucket holds enough', () => {
    const buckets = new ClientBuckets(RATE);
    buckets.spend('a', 1_000, 0);
    expect(buckets.spend('a', 450, 0)).toEqual({ allowed: false, retryAfterSeconds: 5 });
  });

  it('charge takes time already spent: the bucket goes into debt (at most its capacity) and refuses until repaid', () => {
    const buckets = new ClientBuckets(RATE);
    buckets.charge('a', 1_500, 0);
    expect(buckets.spend('a', 0, 0)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(buckets.spend('a', 0, 5_000).allowed).toBe(true);
    buckets.charge('b', 50_000, 0);
    expect(buckets.spend('b', 0, 0)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('remember at most maxClients addresses, forgetting the least recently seen', () => {
    const buckets = new ClientBuckets(RATE);
    for (const client of ['a', 'b', 'c']) buckets.spend(client, 1_000, 0);
    buckets.spend('a', 1, 0);
    buckets.spend('d', 1, 0);
    expect(buckets.size).toBe(3);
    // b was forgotten (a full bucket again); a was seen last and is still empty.
    expect(buckets.spend('b', 1_000, 0).allowed).toBe(true);
    expect(buckets.spend('a', 1, 0).allowed).toBe(false);
  });
});

describe("an operation's share of the server (SharedTimeClock)", () => {
  it('alone, an operation is charged the time it took; beside others, its share of each moment', () => {
    const clock = { now: 0 };
    const shared = new SharedTimeClock(() => clock.now);
    shared.start();
    const aloneFrom = shared.read();
    clock.now = 100;
    expect(shared.end() - aloneFrom).toBe(100);

    // A from 200 to 700; B from 300 to 500: A alone 100 ms, shared 200 ms (half), alone 200 ms.
    clock.now = 200;
    shared.start();
    const aFrom = shared.read();
    clock.now = 300;
    shared.start();
    const bFrom = shared.read();
    clock.now = 500;
    expect(shared.end() - bFrom).toBe(100);
    clock.now = 700;
    expect(shared.end() - aFrom).toBe(100 + 100 + 200);
  });

  it('ten operations at once on a slow server are each charged a tenth of the wall time', () => {
    const clock = { now: 0 };
    const shared = new SharedTimeClock(() => clock.now);
    const starts = Array.from({ length: 10 }, () => {
      shared.start();
      return shared.read();
    });
    clock.now = 2_000;
    for (const from of starts) expect(shared.end() - from).toBeCloseTo(200);
  });
});
