#!/usr/bin/env node
// `npm run bench:web`: builds the storefront, starts the shop on a fresh database, and prints for the
// home, a product, the offers and a category page the HTML as sent (KB, raw and as a browser receives it),
// the first-load JavaScript (KB, gzip) and Lighthouse mobile scores (median of 3 runs in Debian's Chromium).
// Figures only: no budget gate yet.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { buildAll } from '../scripts/lib/build.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { repoRoot, startShop } from '../scripts/lib/shop.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PAGES = [
  { name: 'home', path: '/en' },
  { name: 'product', path: '/en/esim-france.html' },
  { name: 'offers', path: '/en/Offers' },
  { name: 'category', path: '/en/c/local-esims' },
];
const chromiumFlags = ['--headless=new', ...chromiumArgs];

/** Every script the page loads up front: module scripts and modulepreloads under /assets, gzip-sized. */
async function firstLoadJs(origin, pagePath) {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) urls.add(match[1] ?? match[2]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

/** The page's HTML bytes on the wire for an Accept-Encoding (fetch would decompress them and hide the size sent). */
function htmlOnTheWire(origin, pagePath, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pagePath}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ kb: bytes / 1024, encoding: response.headers['content-encoding'] ?? 'identity' }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function htmlSizes(origin, pagePath) {
  const raw = await htmlOnTheWire(origin, pagePath, 'identity');
  const sent = await htmlOnTheWire(origin, pagePath, 'gzip, deflate, br, zstd');
  return { htmlRawKb: raw.kb, htmlSentKb: sent.kb, htmlEncoding: sent.encoding };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseScores(url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      runs.push(
        Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((result?.lhr.categories[category]?.score ?? 0) * 100)])),
      );
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((entry) => entry[category]))]));
}

if (!(await buildAll())) process.exit(1);
const shop = await startShop({ log: false });
const results = [];
try {
  for (const page of PAGES) {
    const js = await firstLoadJs(shop.shopUrl, page.path);
    const html = await htmlSizes(shop.shopUrl, page.path);
    const scores = await lighthouseScores(`${shop.shopUrl}${page.path}`);
    results.push({ page: page.name, path: page.path, ...html, ...js, ...scores });
  }
} finally {
  await shop.stop();
}

console.log(`\nbench:web — HTML as sent, first-load JS and Lighthouse mobile (median of ${RUNS})`);
console.log('page      HTML raw KB  HTML sent KB (enc)  JS files  JS raw KB  JS gzip KB  perf  a11y  best-pr  seo');
for (const entry of results) {
  console.log(
    `${entry.page.padEnd(9)} ${entry.htmlRawKb.toFixed(1).padStart(11)} ${`${entry.htmlSentKb.toFixed(1)} (${entry.htmlEncoding})`.padStart(19)} ${String(entry.files).padStart(8)} ${entry.rawKb.toFixed(1).padStart(10)} ${entry.gzipKb.toFixed(1).padStart(11)} ` +
      `${String(entry.performance).padStart(5)} ${String(entry.accessibility).padStart(5)} ${String(entry['best-practices']).padStart(8)} ${String(entry.seo).padStart(4)}`,
  );
}
const outDir = path.join(repoRoot, 'bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'web.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2));
