#!/usr/bin/env node
// `npm run bench:wallet`: builds the backend and the two payment stand-ins if needed, starts them
// on a fresh database and pays BENCH_PAYMENTS (default 20) carts with PayPal one after the other
// through the Shop API, the test buyer approving on the simulator's page with the same form posts
// its page makes. Prints p50/p95/max of the shop's own steps (startWalletPayment, and
// finishWalletPayment: verify, capture, verify again, place the order) and of the whole payment.
// Then 20 concurrent replays of one return, and the captures the simulator counted for it.
// Exits 1 when a payment fails or when that return is captured other than exactly once.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildAll } from '../scripts/lib/build.mjs';
import { freePort } from '../scripts/lib/processes.mjs';
import { paypalWebhookUrl, repoRoot, startBackend, startCardSandbox, startPayPalSandbox, temporaryDataDir } from '../scripts/lib/shop.mjs';
import { cartReadyToPay } from './double-charge.mjs';
import { formatLatency, latencySummary } from './support/figures.mjs';
import { shopApiSession } from './support/shop-session.mjs';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 20);
const REPLAYS = 20;
const BUYER = { email: 'buyer@example.com', password: 'sandbox-buyer-password' };

async function postForm(url, fields) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** The test buyer logs in on the approval page and approves: the return address PayPal redirects to. */
async function approve(approveUrl) {
  const page = new URL(approveUrl);
  const token = page.searchParams.get('token') ?? '';
  const review = await postForm(`${page.origin}/checkoutnow/login`, { token, ...BUYER });
  const session = /name="session" value="([^"]+)"/.exec(await review.text())?.[1];
  if (!session) throw new Error('the simulator did not log the buyer in');
  const approved = await postForm(`${page.origin}/checkoutnow/approve`, { token, session });
  const back = new URL(approved.headers.get('location') ?? '');
  return { token: back.searchParams.get('token') ?? '', payerId: back.searchParams.get('PayerID') ?? '' };
}

const START = 'mutation { startWalletPayment(input: { method: paypal }) { approveUrl walletOrderId } }';
const FINISH = 'mutation ($input: FinishWalletPaymentInput!) { finishWalletPayment(input: $input) { orderCode } }';

/** One cart paid with PayPal; the time of each of the shop's steps. */
async function payOnce(backendUrl, index) {
  const request = shopApiSession(backendUrl);
  const orderCode = await cartReadyToPay(request, `bench-paypal-${index}-${Date.now()}@example.com`);
  const began = performance.now();
  const { startWalletPayment } = await request(START);
  const started = performance.now();
  const back = await approve(startWalletPayment.approveUrl);
  const approved = performance.now();
  const { finishWalletPayment } = await request(FINISH, { input: back });
  const finished = performance.now();
  if (finishWalletPayment.orderCode !== orderCode) throw new Error(`paid ${finishWalletPayment.orderCode}, expected ${orderCode}`);
  return { request, back, start: started - began, finish: finished - approved, total: finished - began };
}

async function capturesOf(paypalUrl, walletOrderId) {
  const response = await fetch(`${paypalUrl}/__sandbox/stats`);
  return (await response.json()).capturesByOrder[walletOrderId] ?? 0;
}

if (!(await buildAll({ only: ['backend', 'cardSandbox', 'paypalSandbox'] }))) process.exit(1);
const data = await temporaryDataDir();
const storefrontOrigin = 'http://127.0.0.1:1';
const cardSandbox = await startCardSandbox({ port: await freePort(), storefrontOrigin, log: false });
const backendPort = await freePort();
// Webhooks on, as in the shop: each capture's PAYMENT.CAPTURE.COMPLETED is verified and reconciled while the bench pays.
const paypal = await startPayPalSandbox({
  port: await freePort(),
  storefrontOrigin,
  log: false,
  testControls: true,
  webhookUrl: paypalWebhookUrl(backendPort),
});
const backend = await startBackend({
  dir: data.dir,
  port: backendPort,
  storefrontOrigin,
  log: false,
  env: { CARD_GATEWAY_URL: cardSandbox.url, PAYPAL_BASE_URL: paypal.url },
});
let ok = true;
try {
  const runs = [];
  for (let index = 0; index < PAYMENTS; index += 1) runs.push(await payOnce(backend.url, index));
  console.log(`PayPal: ${PAYMENTS} carts paid one after the other (Shop API, the simulator as PayPal)`);
  console.log(
    `  startWalletPayment (create PayPal's order, trace cookie)   ${formatLatency(latencySummary(runs.map((run) => run.start)))}`,
  );
  console.log(
    `  finishWalletPayment (verify, capture, verify, place)       ${formatLatency(latencySummary(runs.map((run) => run.finish)))}`,
  );
  console.log(
    `  whole payment, the buyer's approval included                ${formatLatency(latencySummary(runs.map((run) => run.total)))}`,
  );

  // The last payment's return, replayed at once as from many reloads and tabs of the same browser.
  const last = runs.at(-1);
  const replayed = await Promise.allSettled(Array.from({ length: REPLAYS }, () => last.request(FINISH, { input: last.back })));
  const sameOrder = replayed.filter((answer) => answer.status === 'fulfilled').length;
  const fresh = await payOnce(backend.url, PAYMENTS);
  const concurrent = await Promise.allSettled(Array.from({ length: REPLAYS }, () => fresh.request(FINISH, { input: fresh.back })));
  const freshCaptures = await capturesOf(paypal.url, fresh.back.token);
  const captures = await capturesOf(paypal.url, last.back.token);
  console.log(`\nreplays: ${REPLAYS} finishes of one already paid return → answered ${sameOrder}, captures ${captures}`);
  console.log(
    `         ${REPLAYS} more of a second paid return at once → answered ${concurrent.filter((answer) => answer.status === 'fulfilled').length}, captures ${freshCaptures}`,
  );
  ok = captures === 1 && freshCaptures === 1;
  console.log(`  budget: exactly 1 capture per PayPal order → ${ok ? 'within' : 'OVER'} budget`);

  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'wallet.json'),
    `${JSON.stringify({ at: new Date().toISOString(), payments: PAYMENTS, start: latencySummary(runs.map((run) => run.start)), finish: latencySummary(runs.map((run) => run.finish)), total: latencySummary(runs.map((run) => run.total)), replays: REPLAYS, captures, freshCaptures }, null, 2)}\n`,
  );
} catch (error) {
  ok = false;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await backend.stop();
  await paypal.stop();
  await cardSandbox.stop();
  await data.remove();
}
process.exit(ok ? 0 : 1);
