import { randomBytes } from 'node:crypto';

import autocannon from 'autocannon';

import { percentile } from './figures.mjs';

/*
 * Issue 30 point 6, "the cache cannot be busted": the anonymous home page from the page cache under
 * load (autocannon, 10 connections), then the same page asked in the ways that used to get past the
 * cache: a made-up query parameter new on every request (`/en?r=<unique>`, each answer a render, and
 * each stored, evicting real pages), marketing parameters (utm_*, gclid), and a session cookie
 * nobody signed (a new one on every request, with and without a made-up signature). Each must stay
 * within 20 % of the cached page's throughput.
 */

/** What a phone's browser sends on a first visit: no cookie, compressed answers welcome. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) bench-cache-bust',
};
/** The share of the cached page's throughput each busting kind must keep. */
const WITHIN_SHARE = 0.8;
const unique = () => randomBytes(9).toString('base64url');

const KINDS = [
  { name: 'cached', title: 'the cached page (/en)', request: () => ({ path: '/en' }) },
  { name: 'unique-query', title: '/en?r=<unique>', request: () => ({ path: `/en?r=${unique()}` }) },
  {
    name: 'marketing-query',
    title: '/en?utm_source=…&utm_campaign=<unique>&gclid=<unique>',
    request: () => ({ path: `/en?utm_source=newsletter&utm_campaign=${unique()}&gclid=${unique()}` }),
  },
  {
    name: 'forged-session',
    title: 'a forged session cookie (esim_shop_session=<unique>; .sig=<unique>)',
    request: () => ({ path: '/en', headers: { cookie: `esim_shop_session=${unique()}; esim_shop_session.sig=${unique()}` } }),
  },
  {
    name: 'unsigned-session',
    title: 'an unsigned session cookie (esim_shop_session=<unique>)',
    request: () => ({ path: '/en', headers: { cookie: `esim_shop_session=${unique()}` } }),
  },
];

/** One kind under load for `seconds`, every response's latency kept (autocannon's histogram has no p95). */
async function load(origin, kind, { seconds, connections }) {
  const latencies = [];
  const statuses = new Map();
  const verdicts = new Map();
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers = {} } = kind.request();
          return { ...request, method: 'GET', path, headers: { ...request.headers, ...BROWSER_HEADERS, ...headers } };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  // What the cache said for a few requests of this kind after the load.
  for (let index = 0; index < 5; index += 1) {
    const { path, headers = {} } = kind.request();
    const response = await fetch(`${origin}${path}`, { headers: { ...BROWSER_HEADERS, ...headers }, redirect: 'manual' });
    await response.arrayBuffer();
    const verdict = `${response.status} ${response.headers.get('x-shop-cache') ?? 'none'}`;
    verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1);
  }
  latencies.sort((a, b) => a - b);
  return {
    name: kind.name,
    title: kind.title,
    requests: latencies.length,
    requestsPerSecond: latencies.length / (result.duration || seconds),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    statuses: Object.fromEntries(statuses),
    verdictsAfter: Object.fromEntries(verdicts),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Loads each kind in turn against the storefront at `origin` and prints req/s, p50/p95 and what the
 * cache answered; `withinBudget` is false when a busting kind falls under 80 % of the cached page's
 * throughput or answers anything but 200.
 */
export async function measureCacheBust(origin, { seconds = 10, connections = 10, log = console.log } = {}) {
  // Warm the cached page (and the canonical variants of the others).
  for (let index = 0; index < 20; index += 1) await (await fetch(`${origin}/en`, { headers: BROWSER_HEADERS })).arrayBuffer();
  const kinds = [];
  for (const kind of KINDS) {
    const measured = await load(origin, kind, { seconds, connections });
    kinds.push(measured);
    log(
      `  ${measured.title}: ${measured.requestsPerSecond.toFixed(1)} req/s, p50 ${measured.p50Ms.toFixed(1)} ms, p95 ${measured.p95Ms.toFixed(1)} ms` +
        `  (answers ${JSON.stringify(measured.statuses)}, then ${JSON.stringify(measured.verdictsAfter)})`,
    );
  }
  const cached = kinds[0].requestsPerSecond;
  const busting = kinds.slice(1).map((kind) => ({
    ...kind,
    shareOfCached: kind.requestsPerSecond / cached,
    within: kind.requestsPerSecond >= cached * WITHIN_SHARE && Object.keys(kind.statuses).every((status) => status === '200'),
  }));
  for (const kind of busting) {
    log(
      `  ${kind.name}: ${(kind.shareOfCached * 100).toFixed(0)} % of the cached page's throughput ${kind.within ? 'within' : 'OVER'} budget (≥ 80 %)`,
    );
  }
  return { seconds, connections, cached: kinds[0], busting, withinBudget: busting.every((kind) => kind.within) };
}
