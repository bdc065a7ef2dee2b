#!/usr/bin/env node
// `npm run bench:web`: builds the storefront, starts the shop on a fresh database, and prints for the
// home, a product, the offers, a category, a blog post and the checkout (with a plan in the cart) the
// HTML as sent (KB, raw and as a browser receives it), the texts it carries (KB raw, the ones it shows:
// i18n/page-texts.server.ts), the page texts' catalog it preloads (KB, raw and sent: a static asset per
// language, downloaded once, lib/i18n/catalog.ts), the first-load JavaScript
// (KB, gzip) with the chunks that make it up, and Lighthouse mobile scores (median of BENCH_RUNS runs in Debian's Chromium):
// the four scores, FCP, LCP, TBT and CLS, and what the runs loaded: our JavaScript until `load` and until
// the network was idle, the requests that ended before the first paint and the critical chains' requests.
// Each run's line adds the blocking time its trace observed after the first paint, from the tasks'
// wall time and from the time the page's thread ran, and the frames drawn in the second after it
// (scripts/lib/main-thread-waits.mjs): what of a bad run was the page's work, and what was its
// thread waiting for a core.
//
// First-load JS is read two ways and both must agree: from the build's manifest
// (scripts/lib/first-load-js.mjs, what `npm test` checks) and from the page as served (its module
// scripts and modulepreload links). Exits 1 when a page is over its budget (FIRST_LOAD_BUDGETS) or
// the two readings differ. BENCH_RUNS=0 skips Lighthouse.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { buildAll } from '../scripts/lib/build.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import {
  assetSize,
  chunkName,
  FIRST_LOAD_BUDGETS,
  firstLoadJs,
  readBrowserManifest,
  scriptsOfDocument,
} from '../scripts/lib/first-load-js.mjs';
import { framesAfterFirstPaint, observedBlocking } from '../scripts/lib/main-thread-waits.mjs';
import { rawAnswer } from '../scripts/lib/raw-answer.mjs';
import { repoRoot, startShop } from '../scripts/lib/shop.mjs';
import { sessionWithCart } from './support/shop-session.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromiumFlags = ['--headless=new', ...chromiumArgs];
const kb = (bytes) => bytes / 1024;

/** The page's HTML bytes on the wire for an Accept-Encoding. */
async function htmlOnTheWire(origin, pagePath, acceptEncoding, cookie) {
  const answer = await rawAnswer(`${origin}${pagePath}`, { headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) } });
  return { status: answer.status, body: answer.body, encoding: answer.headers['content-encoding'] ?? 'identity' };
}

/** The requests of a Lighthouse chain tree (critical-request-chains' details), counted. */
const chainRequests = (chains) => Object.values(chains ?? {}).reduce((sum, node) => sum + 1 + chainRequests(node.children), 0);

/**
 * What the page loaded in the Lighthouse run, from its requests as observed (not simulated): our
 * JavaScript (KB, gzip, as the build's manifest measures it) until the `load` event and until the
 * network was idle (Lighthouse waits for it), the requests that ended before the first paint
 * (other than the document: what Lighthouse's simulation charges to FCP and LCP), and the requests
 * of its critical request chains.
 */
function loadedBeforeAndAfter(lhr) {
  const requests = lhr?.audits['network-requests']?.details?.items ?? [];
  const observed = lhr?.audits.metrics?.details?.items?.[0] ?? {};
  const ours = (request) => request.resourceType === 'Script' && new URL(request.url).pathname.startsWith('/assets/');
  const gzipKb = (list) => kb(list.reduce((sum, request) => sum + assetSize(new URL(request.url).pathname).gzip, 0));
  const scripts = requests.filter(ours);
  return {
    jsUntilLoadKb: gzipKb(scripts.filter((request) => request.networkEndTime <= (observed.observedLoad ?? Infinity))),
    jsUntilIdleKb: gzipKb(scripts),
    beforeFirstPaint: requests.filter(
      (request, index) => index > 0 && request.networkEndTime <= (observed.observedFirstContentfulPaint ?? -1),
    ).length,
    criticalRequests: chainRequests(lhr?.audits['critical-request-chains']?.details?.chains),
  };
}

/**
 * The run's observed blocking time at 4×, from its tasks' wall time and from the time the page's
 * thread ran, and the frames drawn in the second after the first paint (main-thread-waits.mjs).
 */
function observedInTrace(artifacts) {
  const traceEvents = artifacts?.Trace?.traceEvents ?? [];
  const blocking = observedBlocking(traceEvents);
  return {
    blockingWallMs: blocking?.wallMs ?? NaN,
    blockingOnCpuMs: blocking?.onCpuMs ?? NaN,
    frames: framesAfterFirstPaint(traceEvents) ?? NaN,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseScores(url, cookie) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      const lhr = result?.lhr;
      runs.push({
        ...Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr?.categories[category]?.score ?? 0) * 100)])),
        fcpMs: lhr?.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcpMs: lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr?.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: lhr?.audits['total-blocking-time']?.numericValue ?? NaN,
        benchmarkIndex: lhr?.environment?.benchmarkIndex ?? NaN,
        ...observedInTrace(result?.artifacts),
        ...loadedBeforeAndAfter(lhr),
        failing: CATEGORIES.flatMap((category) =>
          (lhr?.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}:${ref.id}`),
        ),
      });
    } finally {
      await chrome.kill();
    }
  }
  if (runs.length === 0) return {};
  const keys = [...CATEGORIES, 'fcpMs', 'lcpMs', 'cls', 'tbtMs', 'jsUntilLoadKb', 'jsUntilIdleKb', 'beforeFirstPaint', 'criticalRequests'];
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((entry) => entry[key]))])),
    failing: [...new Set(runs.flatMap((entry) => entry.failing))],
    runs: runs.map(({ performance, tbtMs, benchmarkIndex, blockingWallMs, blockingOnCpuMs, frames }) => ({
      performance,
      tbtMs,
      benchmarkIndex,
      blockingWallMs,
      blockingOnCpuMs,
      frames,
    })),
  };
}

if (!(await buildAll())) process.exit(1);
const manifest = readBrowserManifest();
const shop = await startShop({ log: false });
const results = [];
let problems = 0;
try {
  const cartCookie = await sessionWithCart(shop.shopUrl);
  for (const budget of FIRST_LOAD_BUDGETS) {
    const cookie = budget.page === 'checkout' ? cartCookie : undefined;
    const raw = await htmlOnTheWire(shop.shopUrl, budget.path, 'identity', cookie);
    const sent = await htmlOnTheWire(shop.shopUrl, budget.path, 'gzip, deflate, br, zstd', cookie);
    if (raw.status !== 200) throw new Error(`${budget.path} answered ${raw.status}`);
    // The catalog is not in the HTML but part of a first load (cached for good afterwards).
    const catalogHref = /"(\/i18n\/[a-z]{2}\.[\w-]{12}\.json)"/.exec(raw.body.toString('utf8'))?.[1];
    if (!catalogHref) throw new Error(`${budget.path} names no catalog`);
    const ownTexts = /<script type="application\/json" data-shop-page-texts="">[^<]*<\/script>/.exec(raw.body.toString('utf8'))?.[0] ?? '';
    const catalogRaw = await htmlOnTheWire(shop.shopUrl, catalogHref, 'identity');
    const catalogSent = await htmlOnTheWire(shop.shopUrl, catalogHref, 'gzip, deflate, br, zstd');
    const fromManifest = firstLoadJs(budget.path, { manifest });
    const served = scriptsOfDocument(raw.body.toString('utf8'));
    const servedGzip = served.reduce((sum, url) => sum + assetSize(url).gzip, 0);
    const manifestUrls = new Set(fromManifest.chunks.map((chunk) => chunk.url));
    const differ = served.length !== manifestUrls.size || served.some((url) => !manifestUrls.has(url));
    if (differ) {
      problems += 1;
      console.error(`✗ ${budget.page}: the document loads other scripts than the manifest says (${served.length} vs ${manifestUrls.size})`);
    }
    const over = fromManifest.gzip > budget.budgetKb * 1024;
    if (over) problems += 1;
    const scores = await lighthouseScores(`${shop.shopUrl}${budget.path}`, cookie);
    results.push({
      ...budget,
      htmlRawKb: kb(raw.body.length),
      htmlSentKb: kb(sent.body.length),
      htmlEncoding: sent.encoding,
      ownTextsKb: kb(Buffer.byteLength(ownTexts)),
      catalogRawKb: kb(catalogRaw.body.length),
      catalogSentKb: kb(catalogSent.body.length),
      files: fromManifest.chunks.length,
      jsRawKb: kb(fromManifest.raw),
      jsGzipKb: kb(fromManifest.gzip),
      servedJsGzipKb: kb(servedGzip),
      over,
      chunks: fromManifest.chunks.map((chunk) => ({ name: chunkName(chunk.url), gzipKb: kb(chunk.gzip) })),
      ...scores,
    });
  }
} finally {
  await shop.stop();
}

console.log(`\nbench:web — HTML as sent, first-load JS (gzip, budget) and Lighthouse mobile (median of ${RUNS})`);
console.log(
  'page       HTML raw KB  HTML sent KB (enc)  own texts KB  catalog raw/sent KB  JS files  JS gzip KB  budget  perf  a11y  best-pr  seo  FCP ms  LCP ms  TBT ms    CLS',
);
const cell = (value, width, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–').padStart(width);
for (const entry of results) {
  console.log(
    `${entry.page.padEnd(10)} ${cell(entry.htmlRawKb, 11, 1)} ${`${entry.htmlSentKb.toFixed(1)} (${entry.htmlEncoding})`.padStart(19)} ` +
      `${cell(entry.ownTextsKb, 13, 1)} ${`${entry.catalogRawKb.toFixed(1)} / ${entry.catalogSentKb.toFixed(1)}`.padStart(20)} ${String(entry.files).padStart(8)} ` +
      `${cell(entry.jsGzipKb, 11, 1)} ${`${entry.over ? '✗' : '✓'} ${entry.budgetKb}`.padStart(7)} ` +
      `${cell(entry.performance, 5)} ${cell(entry.accessibility, 5)} ${cell(entry['best-practices'], 8)} ${cell(entry.seo, 4)} ` +
      `${cell(entry.fcpMs, 7)} ${cell(entry.lcpMs, 7)} ${cell(entry.tbtMs, 7)} ${cell(entry.cls, 6, 3)}`,
  );
}
console.log(
  '\nwhat the Lighthouse runs loaded (observed, median): our JS in KB gzip until `load` and until the network was idle, requests',
);
console.log('ended before the first paint (besides the document: what the simulation charges to FCP and LCP), critical chain requests');
console.log('page       JS until load  JS until idle  before paint  critical');
for (const entry of results) {
  console.log(
    `${entry.page.padEnd(10)} ${cell(entry.jsUntilLoadKb, 13, 1)} ${cell(entry.jsUntilIdleKb, 14, 1)} ${cell(entry.beforeFirstPaint, 13)} ${cell(entry.criticalRequests, 9)}`,
  );
}
console.log("\neach Lighthouse run in order: performance / TBT ms / the machine's speed as Lighthouse measured it (benchmarkIndex) /");
console.log("the blocking time observed after the first paint, at 4×, from the tasks' wall time → from the time the page's thread ran /");
console.log('the frames drawn in the second after the first paint. The simulation multiplies the tasks this machine ran by 4 whatever');
console.log("its speed, and a task's wall time includes the time its thread waited for a core: a run at a low index, or whose observed");
console.log('blocking is mostly waiting, scores lower for the same page. Each frame is composited and screenshot in software on the');
console.log("same cores; Chromium's phone scrollbar draws 15 to 20 of them as it fades out after the first paint");
for (const entry of results) {
  const runs = (entry.runs ?? []).map(
    (run) =>
      `${cell(run.performance, 3)} / ${cell(run.tbtMs, 4)} / ${cell(run.benchmarkIndex, 5)} / ${cell(run.blockingWallMs, 3)} → ${cell(run.blockingOnCpuMs, 3)} / ${cell(run.frames, 2)}`,
  );
  console.log(`${entry.page.padEnd(10)} ${runs.join('   ')}`);
}
console.log(
  "own texts: the ones the page shows, in its HTML (none in a streamed page); catalog: the language's (/i18n/<locale>.<hash>.json), asked for after the first paint, then cached for good",
);
for (const entry of results) {
  console.log(`\n${entry.page} (${entry.path}): ${entry.jsGzipKb.toFixed(1)} KB gzip in ${entry.files} files`);
  for (const chunk of entry.chunks) console.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)}  ${chunk.name}`);
  if (entry.failing?.length) console.log(`  Lighthouse audits below 1: ${entry.failing.join(', ')}`);
}
const outDir = path.join(repoRoot, 'bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'web.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2));
if (problems > 0) {
  console.error(`\n✗ ${problems} problem(s): a page over its first-load budget, or the document and the manifest disagree`);
  process.exit(1);
}
