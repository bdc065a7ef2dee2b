import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { answerProblem, type AnswerProblem } from './answer-check';
import { introspect, publicOperations, type GraphqlRequest, type PublicOperation } from './graphql-operations';

/*
 * Issue 15: at least RUNS_PER_OPERATION malformed or hostile requests to every public operation
 * of the Shop API, read from its introspected schema; none may answer 5xx or show the server's
 * insides, and the backend stays up. One request in three goes through the storefront's
 * `/shop-api` proxy, one in three carries a shopper's session with a cart (so order mutations
 * reach their rules, not only "no active order"). Each request comes from an address of its
 * own, so rate limits do not stop the fuzzing before the resolvers, but for the password checks.
 */

const RUNS_PER_OPERATION = Number(process.env['FUZZ_RUNS_PER_OPERATION'] ?? 1000);
// Several operations at once on each shop keep its backend busy; each runs its requests in turn.
const OPERATIONS_AT_ONCE_PER_SHOP = 3;
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2 ** 31);

/** The shops of global-setup.ts: each operation is fuzzed whole on one of them. */
const shops = () => inject('fuzzShops');
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/**
 * Operations that check or hash a password (about 300 ms of a core each, one at a time: see
 * BoundedPasswordHashingStrategy) come from one address, so the account rate limit answers most
 * of them at once, as it would for an attacker: a thousand real checks would take the whole run.
 */
const CHECKS_A_PASSWORD = /login|authenticate|register|password|verify/iu;
const PASSWORD_GUESSER_IP = '10.255.255.1';

let operations: PublicOperation[] = [];
/** For each shop (same index as `shops()`), the cookies of a session with one plan in its cart. */
let cartSessions: string[] = [];
const sent = new Map<string, number>();
/** Milliseconds each operation's requests took, one after the other: where a run's time goes. */
const spent = new Map<string, number>();
const problems: Array<AnswerProblem & { operation: string; request: string }> = [];

/** The cookies of a session with one plan in its cart, on the backend at `backendUrl`. */
async function sessionWithCart(backendUrl: string): Promise<string> {
  const call = async (query: string, cookie = '') => {
    const response = await fetch(`${backendUrl}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query }),
    });
    const cookies = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    return { body: (await response.json()) as { data: Record<string, unknown> }, cookies: cookies || cookie };
  };
  const product = await call('{ product(slug: "france") { variants { id } } }');
  const variantId = (product.body.data['product'] as { variants: Array<{ id: string }> }).variants[0]?.id;
  const added = await call(`mutation { addItemToOrder(productVariantId: "${variantId}", quantity: 1) { __typename } }`);
  if (!added.cookies) throw new Error('No session cookie came back');
  return added.cookies;
}

async function send(shop: number, operation: PublicOperation, request: GraphqlRequest, attempt: number): Promise<void> {
  const viaProxy = attempt % 3 === 0;
  const { backendUrl, shopUrl } = shops()[shop]!;
  const url = viaProxy ? `${shopUrl}/shop-api` : `${backendUrl}/shop-api`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': CHECKS_A_PASSWORD.test(operation.name) ? PASSWORD_GUESSER_IP : randomIp(),
  };
  if (attempt % 3 === 1) headers['cookie'] = cartSessions[shop]!;
  const body = JSON.stringify(request);
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  sent.set(operation.name, (sent.get(operation.name) ?? 0) + 1);
  const problem = answerProblem(response.status, text);
  if (problem)
    problems.push({
      ...problem,
      operation: `${operation.kind} ${operation.name}${viaProxy ? ' (proxy)' : ''}`,
      request: body.slice(0, 4000),
    });
}

/**
 * Every generated request is sent and every unacceptable answer kept, rather than stopping at the
 * first and shrinking it: one run then shows all there is to fix. The seed makes a run repeatable.
 */
async function fuzz(shop: number, operation: PublicOperation): Promise<void> {
  const requests = fc.sample(operation.requests, { numRuns: RUNS_PER_OPERATION, seed: SEED });
  const startedAt = performance.now();
  for (const [attempt, request] of requests.entries()) await send(shop, operation, request, attempt);
  spent.set(operation.name, performance.now() - startedAt);
}

beforeAll(async () => {
  // Every shop runs the same build, so one schema serves them all.
  operations = publicOperations(await introspect(`${shops()[0]!.backendUrl}/shop-api`));
  cartSessions = await Promise.all(shops().map((shop) => sessionWithCart(shop.backendUrl)));
}, 60_000);

afterAll(() => {
  // Every unacceptable answer, whole, for whoever fixes them (the assertion shows the first 20, cut short).
  mkdirSync(path.resolve('.tmp'), { recursive: true });
  writeFileSync(path.resolve('.tmp', 'fuzz-shop-api-problems.json'), JSON.stringify(problems, null, 2));
  const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `Shop API fuzz (FUZZ_SEED=${SEED}): ${operations.length} operations, ${total} requests, ${problems.length} unacceptable answers`,
  );
  const slowest = [...spent].sort(([, a], [, b]) => b - a).slice(0, 8);
  console.log(`  slowest operations: ${slowest.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
});

describe('the Shop API under hostile input', () => {
  it('answers every malformed request to every public operation without a 5xx or a leak, and stays up', async () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(shops().length).toBeGreaterThan(0);
    const queue = [...operations];
    const lanes = shops().flatMap((_, shop) => Array.from({ length: OPERATIONS_AT_ONCE_PER_SHOP }, () => shop));
    await Promise.all(
      lanes.map(async (shop) => {
        for (let next = queue.shift(); next; next = queue.shift()) await fuzz(shop, next);
      }),
    );
    expect(problems.slice(0, 20)).toEqual([]);
    for (const operation of operations) expect(sent.get(operation.name) ?? 0, operation.name).toBeGreaterThanOrEqual(RUNS_PER_OPERATION);
    for (const { backendUrl } of shops()) expect((await fetch(`${backendUrl}/health`)).status).toBe(200);
  }, 3_600_000);
});
