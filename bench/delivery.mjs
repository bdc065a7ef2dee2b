#!/usr/bin/env node
// `npm run bench:delivery`: builds the backend if needed, starts it on a fresh database, places
// BENCH_ORDERS (default 20) paid orders one after the other through the Admin API (draft order +
// manual payment, so the card flow's own time is left out) and measures, per order, from the
// moment the settling payment call is sent to the moment the delivery email's .eml file is in
// the outbox. Prints p50/p95/max; budget (issue #4): p95 ≤ 3 s. Then the same number of orders
// settled all at once, as a burst. Then the double-charge figures (bench/double-charge.mjs).
// Exits 1 when over budget, when a mail is missing or when an order is charged more than once.
// BENCH_BACKEND_PORT (default: a free port) picks the port.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { adminClient, placePaidOrder, variantIdBySku } from '../backend/test/support/admin-orders.mjs';
import { buildAll } from '../scripts/lib/build.mjs';
import { freePort } from '../scripts/lib/processes.mjs';
import { repoRoot, startBackend, startCardSandbox, temporaryDataDir } from '../scripts/lib/shop.mjs';
import { benchDoubleCharge } from './double-charge.mjs';
import { formatLatency, latencySummary } from './support/figures.mjs';

const BUDGET_P95_MS = 3_000;
const GIVE_UP_MS = 30_000;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20);
const SKUS = ['FR-1GB-7D', 'DE-3GB-15D', 'US-5GB-30D', 'ES-1GB-7D', 'IT-3GB-15D'];
const LANGUAGES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'zh_Hant'];

/** Polls the outbox (the sender renames a finished file into place) until each recipient has a mail. */
async function waitForMails(outbox, recipients) {
  const arrived = new Map();
  const deadline = performance.now() + GIVE_UP_MS;
  while (arrived.size < recipients.length && performance.now() < deadline) {
    const files = readdirSync(outbox, { withFileTypes: false }).filter((name) => name.endsWith('.eml'));
    const now = performance.now();
    for (const recipient of recipients) {
      if (!arrived.has(recipient) && files.some((name) => name.includes(`_${recipient}_`))) arrived.set(recipient, now);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return arrived;
}

let orderNumber = 0;
async function placeOrder(admin, variants) {
  orderNumber += 1;
  const email = `bench-${orderNumber}-${Date.now()}@example.com`;
  const order = await placePaidOrder(admin, {
    lines: [{ variantId: variants[orderNumber % variants.length], quantity: 1 + (orderNumber % 2) }],
    email,
    languageCode: LANGUAGES[orderNumber % LANGUAGES.length],
  });
  return { ...order, email };
}

if (!(await buildAll({ only: ['backend'] }))) process.exit(1);
const data = await temporaryDataDir();
const port = Number(process.env.BENCH_BACKEND_PORT ?? (await freePort()));
console.log(`bench:delivery: starting the backend on a fresh database (port ${port}; the first start seeds the catalogue)…`);
const cardSandbox = await startCardSandbox({ port: await freePort(), storefrontOrigin: 'http://127.0.0.1:1', log: false });
const backend = await startBackend({
  dir: data.dir,
  port,
  storefrontOrigin: 'http://127.0.0.1:1',
  log: false,
  env: { CARD_GATEWAY_URL: cardSandbox.url },
});
mkdirSync(backend.mailboxDir, { recursive: true });

let exitCode = 0;
try {
  const admin = await adminClient(backend.url);
  const variants = await Promise.all(SKUS.map((sku) => variantIdBySku(admin, sku)));
  // one order first, so template compilation and the first QR rendering are not in the figures
  const warmUp = await placeOrder(admin, variants);
  await waitForMails(backend.mailboxDir, [warmUp.email]);

  const sequential = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const order = await placeOrder(admin, variants);
    const arrived = await waitForMails(backend.mailboxDir, [order.email]);
    const at = arrived.get(order.email);
    if (at === undefined) throw new Error(`no delivery email for order ${order.code} within ${GIVE_UP_MS / 1000} s`);
    sequential.push({ fromRequest: at - order.settledAt, fromSettled: at - order.paidAt });
  }

  const burstOrders = await Promise.all(Array.from({ length: ORDERS }, () => placeOrder(admin, variants)));
  const burstArrivals = await waitForMails(
    backend.mailboxDir,
    burstOrders.map((order) => order.email),
  );
  const missing = burstOrders.filter((order) => !burstArrivals.has(order.email));
  if (missing.length > 0) throw new Error(`no delivery email for ${missing.length} burst order(s)`);
  const burst = burstOrders.map((order) => (burstArrivals.get(order.email) ?? 0) - order.settledAt);
  const burstFromSettled = burstOrders.map((order) => (burstArrivals.get(order.email) ?? 0) - order.paidAt);

  const fromRequest = latencySummary(sequential.map((entry) => entry.fromRequest));
  const fromSettled = latencySummary(sequential.map((entry) => entry.fromSettled));
  const burstSummary = latencySummary(burst);
  console.log(`\npayment settled → delivery .eml in the outbox, ${ORDERS} orders one after the other`);
  console.log(`  from the settling call sent   ${formatLatency(fromRequest)}`);
  console.log(`  from its answer (settled)     ${formatLatency(fromSettled)}`);
  console.log(`${ORDERS} orders settled at once (burst)`);
  console.log(`  from the settling call sent   ${formatLatency(burstSummary)}`);
  console.log(`  from its answer (settled)     ${formatLatency(latencySummary(burstFromSettled))}`);
  const verdict = fromRequest.p95 <= BUDGET_P95_MS ? 'within' : 'OVER';
  console.log(`  budget: p95 ≤ ${BUDGET_P95_MS} ms (one after the other, from the call) → ${verdict} budget`);
  if (verdict === 'OVER') exitCode = 1;
  if (!(await benchDoubleCharge({ backendUrl: backend.url, gatewayUrl: cardSandbox.url }))) exitCode = 1;

  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'delivery.json'),
    `${JSON.stringify({ date: new Date().toISOString(), orders: ORDERS, fromRequest, fromSettled, burst: burstSummary, budgetP95Ms: BUDGET_P95_MS }, null, 2)}\n`,
  );
} catch (error) {
  console.error(`bench:delivery: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await backend.stop();
  await cardSandbox.stop();
  await data.remove();
}
process.exit(exitCode);
