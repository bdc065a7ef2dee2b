#!/usr/bin/env node
// `npm run bench:catalogue-sync` (after `npx tsc -p backend`): plans a catalogue sync (issue 32, point 3) of a
// supplier list of 3,000 packages (Airalo's full list is about that size) against the seeded catalogue, as the
// preview does before anything is written: matching, pricing, buckets, the products' info rows, the staff's
// summary and the fingerprint. The shop's side is the seeded catalogue after a first sync with the sandbox (1,220
// variants linked to their packages); today's list changes 400 costs, drops 100 packages, adds new plans up to
// 3,000 and 10 packages for a country the shop does not sell. Prints the time per plan (p50, max over
// BENCH_RUNS runs, default 7, after one warm-up) and the memory: the process's peak RSS and the heap the plan
// holds. Budget: p50 ≤ 1,000 ms and peak RSS ≤ 512 MB; exits 1 over either, or when the buckets are not as built.
// The database side (reading the catalogue, writing the changes) is measured by the integration test's timings.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { repoRoot } from '../scripts/lib/shop.mjs';

import { latencySummary, loadAverage } from './support/figures.mjs';

const PACKAGES = 3_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_P50_MS = 1_000;
const BUDGET_PEAK_RSS_MB = 512;
const MB = 1024 * 1024;

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(repoRoot, 'backend/dist', file));
const { loadSeedData } = dist('seed/load-seed-data.js');
const { planCatalogue } = dist('seed/catalogue-plan.js');
const { allDestinations } = dist('seed/destination-list.js');
const { DEFAULT_PRICING_RULES, priceOf } = dist('plugins/catalogue-sync/pricing-rules.js');
const { previewOf, syncWorkOf } = dist('plugins/catalogue-sync/sync-preview.js');
const { SandboxEsimSupplier } = dist('plugins/esim-delivery/sandbox-esim-supplier.js');

const rssBefore = process.memoryUsage().rss;
const data = loadSeedData();
const destinations = allDestinations(data);
const rates = { EUR: 1 / 1.08, USD: 1 };
const rules = DEFAULT_PRICING_RULES;

// The shop after a first sync with the sandbox: every seeded variant linked to its package and priced by the rules.
const seeded = new SandboxEsimSupplier({ failingSkus: [] }).seededPackages();
const catalogue = planCatalogue(data);
const variants = catalogue.flatMap((product) =>
  product.variants.map((variant) => {
    const pkg = seeded.find((candidate) => candidate.packageId === variant.sku);
    return {
      id: `v-${variant.sku}`,
      sku: variant.sku,
      destinationCode: product.destinationCode,
      dataCode: variant.dataCode,
      durationCode: variant.durationCode,
      supplierPackageId: variant.sku,
      wholesaleCost: pkg.wholesaleCost,
      prices: priceOf(pkg, product.region, rules, rates).prices,
      enabled: true,
    };
  }),
);
const products = catalogue.map((product) => ({
  id: `p-${product.destinationCode}`,
  destinationCode: product.destinationCode,
  descriptions: product.descriptions,
}));

// Today's list: 400 dearer, 100 gone, new plans of local destinations up to 3,000, 10 for Antarctica (not sold).
const kept = seeded
  .slice(0, seeded.length - 100)
  .map((pkg, index) =>
    index < 400 ? { ...pkg, wholesaleCost: { ...pkg.wholesaleCost, amountMinor: Math.round(pkg.wholesaleCost.amountMinor * 1.3) } } : pkg,
  );
const newPlans = [];
const local = destinations.filter((destination) => destination.coverage.length === 0);
for (const [dataMb, days] of [
  [2048, 7],
  [51200, 30],
  [undefined, 1],
  [512, 3],
  [8192, 15],
  [undefined, 7],
  [1024, 1],
  [3072, 30],
  [20480, 90],
  [4096, 10],
]) {
  for (const destination of local) {
    if (kept.length + newPlans.length + 10 >= PACKAGES) break;
    const country = destination.code.toUpperCase();
    newPlans.push({
      packageId: `new-${country}-${dataMb ?? 'unl'}-${days}`,
      title: `${country} ${dataMb === undefined ? 'unlimited' : `${dataMb} MB`} ${days} days`,
      countries: [country],
      dataMb,
      validityDays: days,
      wholesaleCost: { amountMinor: 200 + (newPlans.length % 1500), currency: 'USD' },
      networks: [
        { country, operator: 'Operator One', speeds: ['4G', '5G'] },
        { country, operator: 'Operator Two', speeds: ['4G'] },
      ],
    });
  }
}
const unsold = Array.from({ length: 10 }, (_, index) => ({
  packageId: `aq-${index}`,
  title: `Antarctica ${index + 1} GB`,
  countries: ['AQ'],
  dataMb: (index + 1) * 1024,
  validityDays: 7,
  wholesaleCost: { amountMinor: 900, currency: 'USD' },
  networks: [],
}));
const packages = [...kept, ...newPlans, ...unsold];
if (packages.length !== PACKAGES) throw new Error(`Built ${packages.length} packages instead of ${PACKAGES}`);

const inputs = { supplier: 'bench', variants, packages, destinations, products, rules, rates, publishNew: false };
const planOnce = () => {
  const work = syncWorkOf(inputs);
  return previewOf(work, inputs, 'bench', new Date());
};

planOnce();
const heapBefore = process.memoryUsage().heapUsed;
const times = [];
let preview;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  preview = planOnce();
  times.push(performance.now() - started);
}
const heapHeld = process.memoryUsage().heapUsed - heapBefore;
const peakRssMb = (process.resourceUsage().maxRSS * 1024) / MB;
const summary = latencySummary(times);

// the dearer 400 rise above the recommended retail that set their prices; the others keep them
const expected = { added: newPlans.length, repriced: 400, costChanged: 0, withdrawn: 100, unmatched: 10 };
const counts = preview.counts;
console.log(
  `catalogue sync plan: ${packages.length} packages against ${variants.length} variants of ${products.length} products (load ${loadAverage()})`,
);
console.log(
  `  buckets: ${Object.entries(counts)
    .map(([bucket, count]) => `${bucket} ${count}`)
    .join(', ')}`,
);
console.log(
  `  time per plan over ${RUNS} runs: p50 ${summary.p50.toFixed(0)} ms   max ${summary.max.toFixed(0)} ms (budget p50 ≤ ${BUDGET_P50_MS} ms)`,
);
console.log(
  `  memory: peak RSS ${peakRssMb.toFixed(0)} MB (budget ≤ ${BUDGET_PEAK_RSS_MB} MB; ${(rssBefore / MB).toFixed(0)} MB before the seed was read), ` +
    `heap held by the last plan ≈ ${(heapHeld / MB).toFixed(1)} MB, preview JSON ${(JSON.stringify(preview).length / MB).toFixed(2)} MB`,
);

const wrong = Object.entries(expected).filter(([bucket, count]) => counts[bucket] !== count);
if (wrong.length > 0) {
  console.error(`Unexpected buckets: ${wrong.map(([bucket, count]) => `${bucket} ${counts[bucket]} (expected ${count})`).join(', ')}`);
  process.exit(1);
}
if (summary.p50 > BUDGET_P50_MS || peakRssMb > BUDGET_PEAK_RSS_MB) {
  console.error('Over budget');
  process.exit(1);
}
