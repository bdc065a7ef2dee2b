#!/usr/bin/env node
// `npm run bench:load`: builds what changed, starts the shop on a fresh database, then loads the
// anonymous home and a product page on loopback (autocannon, 10 connections, 20 s per page) and
// prints req/s, p50/p95/p99 latency and the answers that were not 200, as a shopper's browser asks
// (no cookie, brotli accepted). Then, on a second storefront with its page cache off, the same
// load uncached, and an uncached product render's server time (its Server-Timing, requests one at
// a time, and the CPU the storefront and the backend spent per render, read from /proc, which other
// work on the machine does not inflate). Between the two, the cached storefront's product page for a shopper with a plan in
// their cart (their session cookie sent), against issue 36's goal. Budgets (issue 17): ≥ 300 req/s with p95 ≤ 100 ms on each page, uncached product render
// p50 ≤ 30 ms; exits 1 past one. The machine's load average is printed before and after: figures
// taken while other work ran are not comparable.
// The render time is read twice: right after the storefront starts (its code not yet optimised by
// V8), and once it has rendered BENCH_LOAD_WARM_RENDERS more pages, as a shop that has been up for
// a minute serves them; the budget applies to the second, and both are printed.
//   BENCH_LOAD_SECONDS (20), BENCH_LOAD_CONNECTIONS (10), BENCH_LOAD_RENDERS (40), BENCH_LOAD_WARM_RENDERS (300),
//   BENCH_LOAD_UNCACHED=0 skips the uncached load (the render time is still measured).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { buildAll } from '../scripts/lib/build.mjs';
import { repoRoot, startShop, startStorefront } from '../scripts/lib/shop.mjs';
import { loadAverage, percentile } from './support/figures.mjs';
import { sessionWithCart } from './support/shop-session.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 10);
const RENDERS = Number(process.env.BENCH_LOAD_RENDERS ?? 40);
const WARM_RENDERS = Number(process.env.BENCH_LOAD_WARM_RENDERS ?? 300);
const UNCACHED_LOAD = process.env.BENCH_LOAD_UNCACHED !== '0';
const BUDGET = { requestsPerSecond: 300, p95Ms: 100, renderMs: 30 };
const PAGES = [
  { name: 'home', path: '/en' },
  { name: 'product', path: '/en/esim-france.html' },
];
/**
 * Issue 36: the product page for a shopper with a plan in their cart (their session cookie sent),
 * loaded after the anonymous pages; printed against the goal, ≥ 1,000 req/s with p95 ≤ 20 ms.
 */
const SESSION_PAGE = { name: 'product, cart', path: '/en/esim-france.html' };
const SESSION_GOAL = { requestsPerSecond: 1000, p95Ms: 20 };
/** What a phone's browser sends on a first visit: no cookie, compressed answers welcome. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) bench-load',
};

/** One page under load: every response's latency is kept, so p95 is read exactly (autocannon's histogram has no p95). */
async function load(origin, page, cookie) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: `${origin}${page.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS,
    timeout: 10,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const non200 = [...statuses].filter(([status]) => status !== 200).reduce((sum, [, count]) => sum + count, 0);
  return {
    page: page.name,
    path: page.path,
    requests: latencies.length,
    requestsPerSecond: latencies.length / (result.duration || SECONDS),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    non200,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(statuses),
  };
}

/** The cache's verdicts on a few requests after the load (X-Shop-Cache), so a run says whether it measured the cache. */
async function cacheVerdicts(origin, pagePath, cookie) {
  const verdicts = {};
  for (let index = 0; index < 5; index += 1) {
    const response = await fetch(`${origin}${pagePath}`, { headers: cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS });
    await response.arrayBuffer();
    const verdict = response.headers.get('x-shop-cache') ?? 'none';
    verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
  }
  return verdicts;
}

/** CPU time (user + system, ms) a process has used so far, from /proc: unlike wall time, not inflated by other work on the machine. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Server time of uncached renders, one request at a time: Server-Timing's `render`, the loopback
 * round trip, and the CPU the storefront and the backend spent per render.
 */
async function renderTimes(origin, pagePath, { storefrontPid, backendPid }) {
  const server = [];
  const parts = { data: [], html: [] };
  const roundTrip = [];
  let cpuAtStart;
  for (let index = 0; index < RENDERS + 5; index += 1) {
    if (index === 5) cpuAtStart = { storefront: cpuMs(storefrontPid), backend: cpuMs(backendPid) };
    const startedAt = performance.now();
    const response = await fetch(`${origin}${pagePath}`, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    const elapsed = performance.now() - startedAt;
    if (index < 5) continue; // warm-up
    roundTrip.push(elapsed);
    const serverTiming = response.headers.get('server-timing') ?? '';
    const timing = /(?:^|,)\s*render;dur=([\d.]+)/u.exec(serverTiming);
    if (timing) server.push(Number(timing[1]));
    for (const [name, values] of Object.entries(parts)) {
      const part = new RegExp(`(?:^|,)\\s*${name};dur=([\\d.]+)`, 'u').exec(serverTiming);
      if (part) values.push(Number(part[1]));
    }
  }
  server.sort((a, b) => a - b);
  for (const values of Object.values(parts)) values.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  return {
    renders: roundTrip.length,
    storefrontCpuMsPerRender: (cpuMs(storefrontPid) - cpuAtStart.storefront) / roundTrip.length,
    backendCpuMsPerRender: (cpuMs(backendPid) - cpuAtStart.backend) / roundTrip.length,
    serverP50Ms: server.length ? percentile(server, 0.5) : null,
    serverP95Ms: server.length ? percentile(server, 0.95) : null,
    // Its parts (entry.server.tsx): the loaders, then React's HTML.
    dataP50Ms: parts.data.length ? percentile(parts.data, 0.5) : null,
    htmlP50Ms: parts.html.length ? percentile(parts.html, 0.5) : null,
    roundTripP50Ms: percentile(roundTrip, 0.5),
    roundTripP95Ms: percentile(roundTrip, 0.95),
  };
}

/**
 * Renders each page a few times; with `untilCached`, until the page cache answers it (a start-up
 * publication of the backend can make the first copies stale), so the load measures the cache
 * as it serves, not its first refresh. Bounded: a cache that never answers is measured as it is.
 */
async function warm(origin, { untilCached = false } = {}) {
  for (const page of PAGES) {
    const deadline = Date.now() + 60_000;
    for (let index = 0; ; index += 1) {
      const response = await fetch(`${origin}${page.path}`, { headers: BROWSER_HEADERS });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      await response.arrayBuffer();
      const cached = response.headers.get('x-shop-cache') === 'hit';
      if (index >= 2 && (!untilCached || cached || Date.now() > deadline)) break;
      if (untilCached && !cached) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const fixed = (value, digits = 1) => (value === null || Number.isNaN(value) ? '–' : value.toFixed(digits));

function printLoad(title, results) {
  console.log(`\n${title}`);
  console.log('page            req/s    p50 ms   p95 ms   p99 ms   non-200  errors  cache (5 requests after)');
  for (const entry of results) {
    const verdicts = Object.entries(entry.verdicts ?? {})
      .map(([verdict, count]) => `${verdict}×${count}`)
      .join(' ');
    console.log(
      `${entry.page.padEnd(15)} ${fixed(entry.requestsPerSecond).padStart(6)} ${fixed(entry.p50Ms).padStart(9)} ${fixed(entry.p95Ms).padStart(8)} ${fixed(entry.p99Ms).padStart(8)} ${String(entry.non200).padStart(9)} ${String(entry.errors + entry.timeouts).padStart(7)}  ${verdicts}`,
    );
  }
}

if (!(await buildAll())) process.exit(1);
const loadBefore = loadAverage();
const shop = await startShop({ log: false });
let uncachedStorefront;
const report = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, cores: os.cpus().length };
try {
  await warm(shop.shopUrl, { untilCached: true });
  report.cached = [];
  for (const page of PAGES) {
    const result = await load(shop.shopUrl, page);
    result.verdicts = await cacheVerdicts(shop.shopUrl, page.path);
    report.cached.push(result);
  }
  const cartCookie = await sessionWithCart(shop.shopUrl);
  report.session = await load(shop.shopUrl, SESSION_PAGE, cartCookie);
  report.session.verdicts = await cacheVerdicts(shop.shopUrl, SESSION_PAGE.path, cartCookie);

  // The same pages rendered every time: a storefront of its own on the same backend, its page cache off.
  uncachedStorefront = await startStorefront({
    backendUrl: shop.backendUrl,
    cardGatewayUrl: shop.cardGatewayUrl,
    log: false,
    env: { PAGE_CACHE_MAX_ENTRIES: '0', COOKIE_SECRET: shop.cookieSecret },
  });
  await warm(uncachedStorefront.url);
  const pids = { storefrontPid: uncachedStorefront.child.pid, backendPid: shop.processes.backend.child.pid };
  report.coldRender = await renderTimes(uncachedStorefront.url, PAGES[1].path, pids);
  for (let index = 0; index < WARM_RENDERS; index += 1) {
    const page = PAGES[index % PAGES.length];
    await (await fetch(`${uncachedStorefront.url}${page.path}`, { headers: BROWSER_HEADERS })).arrayBuffer();
  }
  report.render = await renderTimes(uncachedStorefront.url, PAGES[1].path, pids);
  if (UNCACHED_LOAD) {
    report.uncached = [];
    for (const page of PAGES) {
      const result = await load(uncachedStorefront.url, page);
      result.verdicts = await cacheVerdicts(uncachedStorefront.url, page.path);
      report.uncached.push(result);
    }
  }
} finally {
  await uncachedStorefront?.stop();
  await shop.stop();
}
report.loadAverage = { before: loadBefore, after: loadAverage() };

console.log(`\nbench:load — anonymous GET on loopback, ${CONNECTIONS} connections, ${SECONDS} s per page, ${report.cores} cores`);
printLoad('page cache on (as served)', report.cached);
printLoad(
  `a shopper with a plan in their cart (issue 36's goal: ≥ ${SESSION_GOAL.requestsPerSecond} req/s, p95 ≤ ${SESSION_GOAL.p95Ms} ms)`,
  [report.session],
);
const sessionMeetsGoal = report.session.requestsPerSecond >= SESSION_GOAL.requestsPerSecond && report.session.p95Ms <= SESSION_GOAL.p95Ms;
console.log(`  ${sessionMeetsGoal ? '✓ meets' : '✗ short of'} the goal`);
if (report.uncached) printLoad('page cache off (every request rendered)', report.uncached);
const render = report.render;
const printRender = (title, times) =>
  console.log(
    `\n${title} (${times.renders} one at a time): server p50 ${fixed(times.serverP50Ms)} ms, p95 ${fixed(times.serverP95Ms)} ms` +
      ` (Server-Timing render; parts p50: data ${fixed(times.dataP50Ms)} ms, html ${fixed(times.htmlP50Ms)} ms); round trip p50 ${fixed(times.roundTripP50Ms)} ms, p95 ${fixed(times.roundTripP95Ms)} ms;` +
      ` CPU per render: storefront ${fixed(times.storefrontCpuMsPerRender)} ms, backend ${fixed(times.backendCpuMsPerRender)} ms`,
  );
printRender('uncached product render, storefront just started', report.coldRender);
printRender(`uncached product render, after ${WARM_RENDERS} more renders (the budget)`, render);
console.log(`load average (1, 5, 15 min): before ${report.loadAverage.before}, after ${report.loadAverage.after}`);

const failures = [];
for (const entry of report.cached) {
  if (entry.requestsPerSecond < BUDGET.requestsPerSecond)
    failures.push(`${entry.page}: ${fixed(entry.requestsPerSecond)} req/s < ${BUDGET.requestsPerSecond}`);
  if (entry.p95Ms > BUDGET.p95Ms) failures.push(`${entry.page}: p95 ${fixed(entry.p95Ms)} ms > ${BUDGET.p95Ms}`);
  if (entry.non200 + entry.errors + entry.timeouts > 0) failures.push(`${entry.page}: ${entry.non200} non-200, ${entry.errors} errors`);
}
const renderMs = render.serverP50Ms ?? render.roundTripP50Ms;
if (renderMs > BUDGET.renderMs) failures.push(`uncached product render p50 ${fixed(renderMs)} ms > ${BUDGET.renderMs}`);

const outDir = path.join(repoRoot, 'bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'load.json'), JSON.stringify({ ...report, failures }, null, 2));
if (failures.length > 0) {
  console.log(`\nover budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nwithin budget');
