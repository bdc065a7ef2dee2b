#!/usr/bin/env node
// `npm run bench:cluster`: the figures of issue 18's closing note. Builds what changed, starts the
// cluster of `npm run start:cluster` (scripts/lib/cluster.mjs) on free loopback ports and a
// temporary folder, and measures, each once on one instance directly and once through its load
// balancer (both instances):
//   1. the product page (/en/esim-france.html) as a browser asks for it, with autocannon: anonymous
//      (the page cache answers) and with a shop session (the same cached page since issue 36);
//   2. the Shop API calls a checkout makes (add a plan, the billing step, read the checkout), by
//      virtual shoppers one sequence after the other;
// then 3. 20 guest card purchases at once through the backend's balancer: from each debit's answer
// (paid) to its delivery email in the outbox; and 4. server-1, then storefront-1, killed with
// SIGKILL while a request goes through its balancer every 50 ms on a fresh connection: when the
// balancer stopped sending to it, the errors meanwhile, and when it answered again.
// No budget: the figures are for reading (on 2 cores, a second instance of a tier shares the same
// CPUs). Exits 1 only when a purchase fails, a delivery email is missing or a killed instance does
// not come back. The machine's load average is printed before and after: figures taken while other
// work ran are not comparable. Everything is stopped and the folder removed, also on Ctrl-C.
//   BENCH_CLUSTER_SECONDS (10) per load, BENCH_CLUSTER_CONNECTIONS (10) connections and virtual
//   shoppers, BENCH_CLUSTER_PURCHASES (20).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { buildAll } from '../scripts/lib/build.mjs';
import { freeClusterPorts, startCluster } from '../scripts/lib/cluster.mjs';
import { repoRoot, temporaryDataDir } from '../scripts/lib/shop.mjs';
import { benchAddress } from './double-charge.mjs';
import { loadAverage, percentile } from './support/figures.mjs';
import { shopApiSession as shopApiSessionAt } from './support/shop-session.mjs';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 10);
const PURCHASES = Number(process.env.BENCH_CLUSTER_PURCHASES ?? 20);
const PRODUCT_PAGE = '/en/esim-france.html';
const PLAN_SKU = 'FR-5GB-30D';
/** What a phone's browser sends for a page (as bench/load.mjs): compressed answers welcome. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) bench-cluster',
};
const BROWSER_INFO = { language: 'en-GB', colorDepth: 24, screenHeight: 900, screenWidth: 1440, timezoneOffset: 0, userAgent: 'bench' };
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
/** Each Shop API call and each polled request gives up after this long: a hung call must not hang the bench. */
const CALL_TIMEOUT_MS = 30_000;
const POLL_TIMEOUT_MS = 5_000;
const DELIVERY_GIVE_UP_MS = 60_000;
const KILL_GIVE_UP_MS = 120_000;
const POLL_EVERY_MS = 50;
/** A polled answer slower than this waited for a retry after the dead instance refused it (HAProxy's turn-around is up to 1 s). */
const RETRY_FREE_MS = 500;
const RUN = Date.now().toString(36);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (value, digits = 1) => (value === undefined || value === null || Number.isNaN(value) ? '–' : value.toFixed(digits));

/** One page under load; every response's latency is kept, so p95 is read exactly (autocannon's histogram has none). */
async function loadPage(url, headers) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 10 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / (result.duration || SECONDS),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    non200: [...statuses].filter(([status]) => status !== 200).reduce((sum, [, count]) => sum + count, 0) + result.errors + result.timeouts,
  };
}

/**
 * Asks for the page until the cache answered it `streak` times in a row (through the balancer, a
 * streak of 4 has met both instances' caches), so the load measures the cache as it serves, not
 * its first renders. Bounded: a cache that never answers is measured as it is.
 */
async function warmPage(url, headers, streak) {
  const deadline = Date.now() + 60_000;
  let hits = 0;
  while (hits < streak && Date.now() < deadline) {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    await response.arrayBuffer();
    hits = response.headers.get('x-shop-cache') === 'hit' ? hits + 1 : 0;
    if (hits === 0) await sleep(100);
  }
}

/** The cache's verdict (X-Shop-Cache) on one request: says whether a load measured the cache or renders. */
async function cacheVerdict(url, headers) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  await response.arrayBuffer();
  return response.headers.get('x-shop-cache') ?? 'none';
}

/**
 * A shopper's Shop API session (bench/support/shop-session.mjs), each call bounded in time. The
 * instance that answered each call (HAProxy's X-Served-By) is counted in `servedBy`.
 */
function shopApiSession(apiUrl, servedBy = new Map()) {
  return shopApiSessionAt(apiUrl, {
    timeoutMs: CALL_TIMEOUT_MS,
    onAnswer: (response) => {
      const instance = response.headers.get('x-served-by');
      if (instance) servedBy.set(instance, (servedBy.get(instance) ?? 0) + 1);
    },
  });
}

const ADD_ITEM = `mutation ($id: ID!) {
  addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code } ... on ErrorResult { errorCode message } }
}`;
const SET_CHECKOUT_ADDRESS = `mutation ($input: CheckoutAddressInput!) {
  setCheckoutAddress(input: $input) { ... on Order { code } ... on ErrorResult { errorCode message } }
}`;
/** What the checkout page and its payment step read: the cart with its lines, the customer, the address, the card form's settings. */
const READ_CHECKOUT = `{
  activeOrder {
    code state currencyCode totalQuantity subTotalWithTax totalWithTax
    lines { id quantity unitPriceWithTax linePriceWithTax productVariant { id sku name } featuredAsset { preview } }
    customer { emailAddress }
    checkoutAddress { firstName lastName company vatNumber address1 city state postcode countryCode }
  }
  activeChannel { defaultCurrencyCode }
  cardPaymentConfig { provider tokenizationUrl publicKey sandbox }
}`;
const DEBIT_CARD = 'mutation ($input: DebitCardInput!) { debitCard(input: $input) { status orderCode message } }';

function answeredOrder(name, result) {
  if (!result?.code) throw new Error(`${name}: ${result?.errorCode ?? 'no order'} ${result?.message ?? ''}`);
  return result.code;
}

/** A cart with one plan and a French billing address: the checkout's first two steps. */
async function fillCart(call, variantId, email) {
  answeredOrder('addItemToOrder', (await call(ADD_ITEM, { id: variantId })).addItemToOrder);
  return answeredOrder('setCheckoutAddress', (await call(SET_CHECKOUT_ADDRESS, { input: benchAddress(email) })).setCheckoutAddress);
}

async function planVariantId(apiUrl) {
  const { product } = await shopApiSession(apiUrl)('{ product(slug: "france") { variants { id sku } } }');
  const variant = product?.variants.find((candidate) => candidate.sku === PLAN_SKU);
  if (!variant) throw new Error(`${PLAN_SKU} is not seeded`);
  return variant.id;
}

/**
 * `CONNECTIONS` virtual shoppers for `SECONDS`, each starting a new checkout (a new session: add
 * a plan, the billing step, read the checkout) as soon as its last one ended. Checkouts per second
 * and the sequence's p50/p95; the instances that answered, to show where the calls went.
 */
async function loadCheckouts(apiUrl, variantId) {
  const durations = [];
  const errors = new Map();
  const servedBy = new Map();
  const startedAt = performance.now();
  const deadline = startedAt + SECONDS * 1000;
  let sequence = 0;
  const shopper = async () => {
    while (performance.now() < deadline) {
      sequence += 1;
      const call = shopApiSession(apiUrl, servedBy);
      const began = performance.now();
      try {
        await fillCart(call, variantId, `bench-checkout-${RUN}-${sequence}@example.com`);
        const { activeOrder } = await call(READ_CHECKOUT);
        if (activeOrder?.totalQuantity !== 1) throw new Error('the checkout read no plan');
        durations.push(performance.now() - began);
      } catch (error) {
        const kind = error instanceof Error ? error.message.slice(0, 80) : String(error);
        errors.set(kind, (errors.get(kind) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, shopper));
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  durations.sort((a, b) => a - b);
  return {
    checkoutsPerSecond: durations.length / elapsedSeconds,
    p50Ms: percentile(durations, 0.5),
    p95Ms: percentile(durations, 0.95),
    p99Ms: percentile(durations, 0.99),
    failed: [...errors.values()].reduce((sum, count) => sum + count, 0),
    errors: Object.fromEntries(errors),
    servedBy: Object.fromEntries(servedBy),
  };
}

/** The gateway's tokenization, as the hosted card number frame calls it: a token for the frictionless test card. */
async function frictionlessCardToken({ tokenizationUrl, publicKey }) {
  const response = await fetch(`${tokenizationUrl.replace(/\/+$/, '')}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey, cardNumber: '4242424242424242', expiry: FUTURE_EXPIRY, cvv: '123' }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`tokenization answered ${response.status}`);
  return (await response.json()).token;
}

/** A guest's card purchase (frictionless card) through the backend's balancer; the moment the debit answered paid. */
async function purchase(apiUrl, variantId, email) {
  const call = shopApiSession(apiUrl);
  const code = await fillCart(call, variantId, email);
  const { cardPaymentConfig } = await call('{ cardPaymentConfig { tokenizationUrl publicKey } }');
  const token = await frictionlessCardToken(cardPaymentConfig);
  const { debitCard } = await call(DEBIT_CARD, { input: { token, browser: BROWSER_INFO } });
  if (debitCard.status !== 'succeeded') throw new Error(`order ${code}: debit ${debitCard.status} ${debitCard.message ?? ''}`);
  return { code, email, paidAt: performance.now() };
}

/**
 * `PURCHASES` purchases at once; the outbox is read every 10 ms meanwhile (the mailer renames a
 * finished .eml into place, named after its recipient), so each delivery is timed from its debit's
 * answer to its file, as bench/delivery.mjs times it.
 */
async function timeDeliveries(apiUrl, variantId, mailboxDir) {
  const emails = Array.from({ length: PURCHASES }, (_, index) => `bench-cluster-${RUN}-${index}@example.com`);
  const seenAt = new Map();
  let watching = true;
  const watcher = (async () => {
    while (watching && seenAt.size < emails.length) {
      const files = existsSync(mailboxDir) ? readdirSync(mailboxDir).filter((name) => name.endsWith('.eml')) : [];
      const now = performance.now();
      for (const email of emails) if (!seenAt.has(email) && files.some((name) => name.includes(`_${email}_`))) seenAt.set(email, now);
      await sleep(10);
    }
  })();
  const startedAt = performance.now();
  const settled = await Promise.allSettled(emails.map((email) => purchase(apiUrl, variantId, email)));
  const allPaidSeconds = (performance.now() - startedAt) / 1000;
  const paid = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason?.message ?? outcome.reason)] : []));
  const deadline = performance.now() + DELIVERY_GIVE_UP_MS;
  while (paid.some((order) => !seenAt.has(order.email)) && performance.now() < deadline) await sleep(50);
  watching = false;
  await watcher;
  const delivered = paid.filter((order) => seenAt.has(order.email));
  const deliveryMs = delivered.map((order) => seenAt.get(order.email) - order.paidAt).sort((a, b) => a - b);
  return {
    purchases: PURCHASES,
    paid: paid.length,
    failures,
    allPaidSeconds,
    missing: paid.length - delivered.length,
    p50Ms: percentile(deliveryMs, 0.5),
    p95Ms: percentile(deliveryMs, 0.95),
    maxMs: deliveryMs.at(-1),
  };
}

/** One request on a connection of its own (as a browser retries one a dead instance closed): status, instance, time; errors are answers too. */
function freshRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    let answered = false;
    const answer = (fields) => {
      if (answered) return;
      answered = true;
      resolve({ status: 0, instance: '', ...fields, ms: performance.now() - startedAt });
    };
    const request = http.request(url, { method, headers, agent: false, signal: AbortSignal.timeout(POLL_TIMEOUT_MS) }, (response) => {
      response.resume();
      response.on('error', (error) => answer({ error: error.code ?? error.message }));
      response.on('end', () => answer({ status: response.statusCode ?? 0, instance: String(response.headers['x-served-by'] ?? '') }));
    });
    request.on('error', (error) => answer({ error: error.code ?? error.name }));
    request.end(body);
  });
}

/** The supervisor's pid file; 0 while it is being rewritten (truncated, then written). */
const readPid = (pidFile) => Number(readFileSync(pidFile, 'utf8')) || 0;

/**
 * Kills `name` with SIGKILL and sends `request` through its balancer every 50 ms until the
 * restarted instance answers through it. HAProxy takes an instance out after two failed health
 * checks (one a second) and in again after two good ones; a request it sends to the dead instance
 * before that is refused and retried on the other one, slower at worst by HAProxy's turn-around,
 * and one the dying process had taken is lost (a 502). "Out of rotation" is therefore when the
 * answers became the other instance's only, without errors or that delay, until the restart. The
 * supervisor writes the pid file once the new process is ready.
 */
async function killAndWatch(name, pidDir, request) {
  const pidFile = path.join(pidDir, `${name}.pid`);
  const pid = readPid(pidFile);
  process.kill(pid, 'SIGKILL');
  const killedAt = performance.now();
  const since = () => (performance.now() - killedAt) / 1000;
  // Gone and reaped: until then the kernel still holds its listening socket.
  const gone = (async () => {
    while (existsSync(`/proc/${pid}`) && since() * 1000 < KILL_GIVE_UP_MS) await sleep(5);
    return since();
  })();
  const polls = [];
  let restartedAfter;
  for (;;) {
    if (since() * 1000 > KILL_GIVE_UP_MS) throw new Error(`${name} was not back in rotation within ${KILL_GIVE_UP_MS / 1000} s`);
    const sentAfter = since();
    const answer = await request();
    const current = readPid(pidFile);
    const restarted = current !== 0 && current !== pid;
    if (restarted && restartedAfter === undefined) restartedAfter = since();
    polls.push({ ...answer, sentAfter, restarted });
    if (restarted && answer.status === 200 && answer.instance === name) break;
    await sleep(POLL_EVERY_MS);
  }
  const meanwhile = polls.slice(0, -1);
  let firstClean = meanwhile.length;
  while (firstClean > 0) {
    const poll = meanwhile[firstClean - 1];
    if (poll.status !== 200 || poll.instance === name || poll.ms >= RETRY_FREE_MS) break;
    firstClean -= 1;
  }
  const errors = new Map();
  for (const poll of meanwhile.filter((one) => one.status !== 200)) {
    const kind = poll.error ?? String(poll.status);
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
  }
  return {
    name,
    goneAfter: await gone,
    outOfRotationAfter: meanwhile[firstClean]?.sentAfter,
    slowestPollMs: Math.max(...meanwhile.map((poll) => poll.ms)),
    polls: meanwhile.length,
    errors: Object.fromEntries(errors),
    restartedAfter,
    backAfter: polls.at(-1).sentAfter,
  };
}

// --- the run ---

if (!(await buildAll())) process.exit(1);
const loadBefore = loadAverage();
const data = await temporaryDataDir();
const ports = await freeClusterPorts();
console.log('bench:cluster: starting the cluster on free ports (PostgreSQL, Redis, worker, 2 servers, 2 storefronts, HAProxy)…');
const clusterStartedAt = performance.now();
const starting = startCluster({ dir: data.dir, ports, log: false });
let stopping;
/**
 * Stops the cluster and removes its folder, once, whether the run ended, failed or was interrupted;
 * interrupted while it starts, once it is up (a start that fails stops what it had started).
 */
const stopAndRemove = () =>
  (stopping ??= (async () => {
    const cluster = await starting.catch(() => undefined);
    const unclean = cluster ? await cluster.stop() : [];
    await data.remove();
    if (unclean.length > 0) console.error(`bench:cluster: not stopped cleanly on SIGTERM: ${unclean.join(', ')}`);
  })());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`\nbench:cluster: ${signal}, stopping the cluster…`);
    void stopAndRemove().then(() => process.exit(130));
  });
}

const report = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, cores: os.cpus().length };
let exitCode = 0;
try {
  const cluster = await starting;
  report.clusterStartSeconds = (performance.now() - clusterStartedAt) / 1000;
  console.log(`  up after ${fixed(report.clusterStartSeconds)} s; warming the pages and the checkout…`);
  const oneStorefront = `http://127.0.0.1:${ports.storefronts[0]}`;
  const oneServer = `http://127.0.0.1:${ports.servers[0]}`;
  const variantId = await planVariantId(cluster.backendUrl);
  // A shopper with a plan in the cart: the same shared page since issue 36 (the browser fills the cart in).
  const sessionCall = shopApiSession(cluster.backendUrl);
  answeredOrder('addItemToOrder', (await sessionCall(ADD_ITEM, { id: variantId })).addItemToOrder);
  const sessionHeaders = { ...BROWSER_HEADERS, cookie: sessionCall.cookieHeader() };

  // Warm-up, not measured: every instance's code optimised by V8 and each cache filled, as in a shop up for a while.
  for (const storefront of [oneStorefront, `http://127.0.0.1:${ports.storefronts[1]}`]) {
    await autocannon({ url: `${storefront}${PRODUCT_PAGE}`, connections: 2, amount: 100, headers: sessionHeaders, timeout: 10 });
  }
  await warmPage(`${oneStorefront}${PRODUCT_PAGE}`, BROWSER_HEADERS, 2);
  await warmPage(`${cluster.shopUrl}${PRODUCT_PAGE}`, BROWSER_HEADERS, 4);
  for (let index = 0; index < 10; index += 1) {
    for (const apiUrl of [oneServer, cluster.backendUrl])
      await fillCart(shopApiSession(apiUrl), variantId, `bench-warm-${RUN}-${index}@example.com`);
  }

  const pages = [
    { label: 'product page, anonymous (page cache)', headers: BROWSER_HEADERS },
    { label: 'product page, shop session', headers: sessionHeaders },
  ];
  report.pages = [];
  for (const page of pages) {
    const entry = { label: page.label };
    for (const [key, origin] of [
      ['one', oneStorefront],
      ['two', cluster.shopUrl],
    ]) {
      console.log(`  ${page.label}, ${key === 'one' ? 'storefront-1 directly' : 'through the shop’s balancer'} (${SECONDS} s)…`);
      entry[key] = await loadPage(`${origin}${PRODUCT_PAGE}`, page.headers);
      entry[key].cacheAfter = await cacheVerdict(`${origin}${PRODUCT_PAGE}`, page.headers);
    }
    report.pages.push(entry);
  }

  report.checkout = {};
  for (const [key, apiUrl] of [
    ['one', oneServer],
    ['two', cluster.backendUrl],
  ]) {
    console.log(`  checkout API, ${key === 'one' ? 'server-1 directly' : 'through the backend’s balancer'} (${SECONDS} s)…`);
    report.checkout[key] = await loadCheckouts(apiUrl, variantId);
  }

  console.log(`  ${PURCHASES} card purchases at once through the backend’s balancer…`);
  report.delivery = await timeDeliveries(cluster.backendUrl, variantId, cluster.mailboxDir);
  if (report.delivery.failures.length > 0 || report.delivery.missing > 0) exitCode = 1;

  const pidDir = path.join(data.dir, 'run');
  const shopApiPoll = JSON.stringify({ query: '{ activeChannel { code } }' });
  console.log('  server-1 killed (SIGKILL), the backend’s balancer polled every 50 ms…');
  const serverKill = await killAndWatch('server-1', pidDir, () =>
    freshRequest(`${cluster.backendUrl}/shop-api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: shopApiPoll }),
  );
  console.log('  storefront-1 killed (SIGKILL), the shop’s balancer polled every 50 ms…');
  const storefrontKill = await killAndWatch('storefront-1', pidDir, () =>
    freshRequest(`${cluster.shopUrl}${PRODUCT_PAGE}`, { headers: BROWSER_HEADERS }),
  );
  report.kills = [serverKill, storefrontKill];
} catch (error) {
  console.error(`bench:cluster: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await stopAndRemove();
}
report.loadAverage = { before: loadBefore, after: loadAverage() };

/** Rows of text cells (the first the headings), each column as wide as its widest cell; columns of numbers to the right. */
function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const numeric = rows[0].map((_, column) => rows.slice(1).every((row) => /^[\d.–]*$/u.test(row[column])));
  for (const row of rows) {
    const cells = row.map((text, column) => (numeric[column] ? text.padStart(widths[column]) : text.padEnd(widths[column])));
    console.log(`  ${cells.join('  ')}`.trimEnd());
  }
}

function printReport() {
  console.log(
    `\nbench:cluster — loopback, ${report.cores} cores, ${CONNECTIONS} connections / virtual shoppers, ${SECONDS} s per load; cluster up in ${fixed(report.clusterStartSeconds)} s`,
  );
  if (report.pages && report.checkout?.two) {
    const where = { one: ['storefront-1 directly', 'server-1 directly'], two: ['shop balancer (2)', 'backend balancer (2)'] };
    const rows = [['load', 'through', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'not 200', '']];
    for (const entry of report.pages) {
      for (const key of ['one', 'two']) {
        const load = entry[key];
        rows.push([
          key === 'one' ? entry.label : '',
          where[key][0],
          fixed(load.requestsPerSecond),
          fixed(load.p50Ms, 0),
          fixed(load.p95Ms, 0),
          fixed(load.p99Ms, 0),
          String(load.non200),
          `cache: ${load.cacheAfter}`,
        ]);
      }
    }
    for (const key of ['one', 'two']) {
      const load = report.checkout[key];
      const spread = Object.entries(load.servedBy)
        .map(([instance, count]) => `${instance} ${count}`)
        .join(', ');
      rows.push([
        key === 'one' ? 'checkouts (add, billing, read)' : '',
        where[key][1],
        fixed(load.checkoutsPerSecond),
        fixed(load.p50Ms, 0),
        fixed(load.p95Ms, 0),
        fixed(load.p99Ms, 0),
        String(load.failed),
        key === 'two' ? `calls: ${spread}` : '',
      ]);
    }
    console.log('');
    printTable(rows);
  }
  if (report.delivery) {
    const delivery = report.delivery;
    console.log(
      `\n  ${delivery.purchases} card purchases at once (backend balancer): ${delivery.paid} paid, the last after ${fixed(delivery.allPaidSeconds)} s; ${delivery.missing} delivery emails missing` +
        `\n  debit answered paid → delivery .eml in the outbox: p50 ${fixed(delivery.p50Ms, 0)} ms, p95 ${fixed(delivery.p95Ms, 0)} ms, max ${fixed(delivery.maxMs, 0)} ms`,
    );
    for (const failure of delivery.failures) console.log(`  failed: ${failure}`);
  }
  if (report.kills?.length) {
    const rows = [['SIGKILL', 'gone s', 'out of rotation s', 'slowest answer ms', 'errors meanwhile', 'restarted s', 'back in rotation s']];
    for (const kill of report.kills) {
      const errors = Object.entries(kill.errors)
        .map(([kind, count]) => `${kind} ×${count}`)
        .join(', ');
      rows.push([
        kill.name,
        fixed(kill.goneAfter, 2),
        fixed(kill.outOfRotationAfter, 2),
        fixed(kill.slowestPollMs, 0),
        `${errors || 'none'} of ${kill.polls}`,
        fixed(kill.restartedAfter),
        fixed(kill.backAfter),
      ]);
    }
    console.log('\n  killed while its balancer is asked every 50 ms on a fresh connection (seconds after the kill):');
    printTable(rows);
  }
  console.log(`\n  load average (1, 5, 15 min): before ${report.loadAverage.before}, after ${report.loadAverage.after}`);
}

printReport();

const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'cluster.json'), `${JSON.stringify(report, null, 2)}\n`);
process.exit(exitCode);
