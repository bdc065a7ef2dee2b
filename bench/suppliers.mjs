#!/usr/bin/env node
// `npm run bench:suppliers`: the eSIM delivery through each real supplier's adapter against that
// supplier's simulator (issue 32). Per supplier (Airalo synchronous, Airalo asynchronous, eSIM
// Access), a backend of its own with ESIM_SUPPLIER set and the simulator beside it; BENCH_ORDERS
// (default 20) paid orders one after the other through the Admin API, each timed from the settling
// payment call to the delivery email's .eml in the outbox. Prints p50/p95/max per supplier, with the
// simulator's own delay in its line (an asynchronous supplier's allocation time is part of the
// figure). Writes bench/results/suppliers.json. Exits 1 when an email is missing.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import Database from 'better-sqlite3';

import { adminClient, placePaidOrder, variantIdBySku } from '../backend/test/support/admin-orders.mjs';
import { buildAll } from '../scripts/lib/build.mjs';
import { freePort } from '../scripts/lib/processes.mjs';
import { repoRoot, startBackend, startProviderSimulator, supplierSimulatorOf, temporaryDataDir } from '../scripts/lib/shop.mjs';
import { formatLatency, latencySummary, loadAverage } from './support/figures.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20);
const GIVE_UP_MS = 60_000;
const SKUS = ['FR-1GB-7D', 'DE-5GB-30D', 'IT-10GB-30D', 'ES-1GB-7D'];
const { chooseSupplier } = createRequire(import.meta.url)('../backend/dist/plugins/esim-delivery/suppliers/supplier-choice.js');

const CASES = [
  { label: 'airalo (synchronous orders)', supplier: 'airalo', backendEnv: {}, simulatorEnv: {} },
  {
    label: 'airalo (asynchronous orders, webhook after 300 ms)',
    supplier: 'airalo',
    backendEnv: { AIRALO_ASYNC_ORDERS: 'true' },
    simulatorEnv: { AIRALO_SANDBOX_ASYNC_DELAY_MS: '300' },
  },
  {
    label: 'esimaccess (asynchronous, allocated after 300 ms)',
    supplier: 'esimaccess',
    backendEnv: {},
    simulatorEnv: { ESIMACCESS_SANDBOX_ALLOCATION_DELAY_MS: '300' },
  },
];

/** The supplier's package of each SKU (its country's local plan with that data and days), through the adapter. */
async function packageIds(env) {
  const packages = await chooseSupplier(env, { production: false }).packages(undefined);
  return new Map(
    SKUS.map((sku) => {
      const [country, data, days] = sku.split('-');
      const match = packages.find(
        (item) =>
          item.countries.length === 1 &&
          item.countries[0] === country &&
          item.dataMb === Number.parseInt(data, 10) * 1024 &&
          item.validityDays === Number.parseInt(days, 10),
      );
      if (!match) throw new Error(`the ${env.ESIM_SUPPLIER} simulator sells nothing for ${sku}`);
      return [sku, match.packageId];
    }),
  );
}

async function waitForMail(outbox, recipient) {
  const deadline = performance.now() + GIVE_UP_MS;
  while (performance.now() < deadline) {
    if (readdirSync(outbox).some((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml'))) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return undefined;
}

async function benchCase({ label, supplier, backendEnv, simulatorEnv }) {
  const data = await temporaryDataDir();
  const env = { ESIM_SUPPLIER: supplier, ...backendEnv };
  const port = await freePort();
  const simulator = await startProviderSimulator({
    simulator: supplierSimulatorOf(env),
    port: await freePort(),
    backendPort: port,
    log: false,
    env: simulatorEnv,
  });
  let backend;
  try {
    backend = await startBackend({
      dir: data.dir,
      port,
      storefrontOrigin: 'http://127.0.0.1:1',
      log: false,
      env: { ...env, ...simulator.backendEnv },
    });
    mkdirSync(backend.mailboxDir, { recursive: true });
    const database = new Database(path.join(data.dir, 'shop.sqlite'));
    const link = database.prepare('UPDATE product_variant SET customFieldsSupplierpackageid = ? WHERE sku = ?');
    for (const [sku, packageId] of await packageIds({ ...env, ...simulator.backendEnv })) link.run(packageId, sku);
    database.close();
    const admin = await adminClient(backend.url);
    const variants = await Promise.all(SKUS.map((sku) => variantIdBySku(admin, sku)));
    const times = [];
    // the first order warms templates, QR drawing and the adapter's token: not in the figures
    for (let index = -1; index < ORDERS; index += 1) {
      const email = `bench-${supplier}-${index + 1}-${Date.now()}@example.com`;
      const order = await placePaidOrder(admin, {
        lines: [{ variantId: variants[(index + 4) % variants.length], quantity: 1 }],
        email,
        languageCode: 'en',
      });
      const arrived = await waitForMail(backend.mailboxDir, email);
      if (arrived === undefined) throw new Error(`${label}: no delivery email for order ${order.code} within ${GIVE_UP_MS / 1000} s`);
      if (index >= 0) times.push(arrived - order.settledAt);
    }
    const summary = latencySummary(times);
    console.log(`${label.padEnd(52)} ${formatLatency(summary)}`);
    return { label, ...summary };
  } finally {
    await backend?.stop();
    await simulator.stop();
    await data.remove();
  }
}

if (!(await buildAll({ only: ['backend', 'airaloSandbox', 'esimaccessSandbox'] }))) process.exit(1);
console.log(`bench:suppliers: ${ORDERS} orders per supplier, payment settled → delivery .eml (load ${loadAverage()})`);
let exitCode = 0;
const results = [];
for (const benchmark of CASES) {
  try {
    results.push(await benchCase(benchmark));
  } catch (error) {
    console.error(`bench:suppliers: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  }
}
const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'suppliers.json'),
  `${JSON.stringify({ date: new Date().toISOString(), orders: ORDERS, results }, null, 2)}\n`,
);
process.exit(exitCode);
