#!/usr/bin/env node
// `npm run bench:card`: card payment through each card provider's adapter, side by side: a backend
// on a fresh database with the sandbox acquirer, then one with CARD_PROVIDER=stripe and Stripe's
// simulator. Pays BENCH_PAYMENTS (default 30) carts with a frictionless card one after the other
// through the Shop API, the card tokenized as each provider's browser script does (the sandbox's
// /v1/tokens, Stripe's /v1/payment_methods with the publishable key). Prints p50/p95/max of the
// shop's debitCard (readiness, claim, decline counters, the provider's charge, recording, placing),
// then 20 concurrent debits of one order per provider and the charges each provider counted.
// Exits 1 when a payment fails or an order is charged other than exactly once.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildAll } from '../scripts/lib/build.mjs';
import { freePort } from '../scripts/lib/processes.mjs';
import {
  cardProviderSimulatorOf,
  repoRoot,
  startBackend,
  startCardSandbox,
  startProviderSimulator,
  temporaryDataDir,
} from '../scripts/lib/shop.mjs';
import { cartReadyToPay, tokenize } from './double-charge.mjs';
import { formatLatency, latencySummary } from './support/figures.mjs';
import { shopApiSession } from './support/shop-session.mjs';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 30);
const CONCURRENT = 20;
const BROWSER = { language: 'en-GB', colorDepth: 24, screenHeight: 900, screenWidth: 1440, timezoneOffset: -60 };
const DEBIT = 'mutation ($input: DebitCardInput!) { debitCard(input: $input) { status orderCode } }';
const expiryYear = String(new Date().getUTCFullYear() + 3);

/** How each provider's browser script turns a card into the token the shop debits. */
const PROVIDERS = {
  sandbox: {
    label: 'sandbox acquirer',
    token: (config) => tokenize(config),
    async charges(url, orderCode) {
      const response = await fetch(`${url}/v1/stats?orderCode=${encodeURIComponent(orderCode)}`, {
        headers: { authorization: 'Bearer sk_sandbox_esim_shop' },
      });
      return (await response.json()).orders[orderCode]?.charges ?? 0;
    },
  },
  stripe: {
    label: 'Stripe adapter → Stripe simulator',
    async token(config, simulatorUrl) {
      const response = await fetch(`${simulatorUrl}/v1/payment_methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${config.publicKey}` },
        body: new URLSearchParams({
          type: 'card',
          'card[number]': '4242424242424242',
          'card[exp_month]': '12',
          'card[exp_year]': expiryYear,
          'card[cvc]': '123',
        }),
      });
      if (!response.ok) throw new Error(`Stripe PaymentMethod answered ${response.status}`);
      return (await response.json()).id;
    },
    async charges(url, orderCode) {
      return (await (await fetch(`${url}/__sandbox/stats`)).json()).chargesByOrder[orderCode] ?? 0;
    },
  },
};

async function measure(name) {
  const provider = PROVIDERS[name];
  const data = await temporaryDataDir();
  const backendPort = await freePort();
  const storefrontOrigin = 'http://127.0.0.1:1';
  const started = [];
  try {
    let gatewayUrl;
    let env;
    if (name === 'sandbox') {
      const sandbox = await startCardSandbox({ port: await freePort(), storefrontOrigin, log: false });
      started.push(sandbox);
      gatewayUrl = sandbox.url;
      env = { CARD_GATEWAY_URL: sandbox.url };
    } else {
      const simulator = await startProviderSimulator({
        simulator: cardProviderSimulatorOf({ CARD_PROVIDER: 'stripe' }),
        port: await freePort(),
        backendPort,
        log: false,
        testControls: true,
      });
      started.push(simulator);
      gatewayUrl = simulator.url;
      env = { CARD_PROVIDER: 'stripe', ...simulator.backendEnv };
    }
    const backend = await startBackend({
      dir: data.dir,
      port: backendPort,
      storefrontOrigin,
      log: false,
      env: { ...env, CARD_DECLINES_PER_ADDRESS: '100000', CARD_DECLINES_PER_CARD: '100000' },
    });
    started.push(backend);
    const durations = [];
    for (let index = 0; index < PAYMENTS; index += 1) {
      const request = shopApiSession(backend.url);
      const orderCode = await cartReadyToPay(request, `bench-card-${name}-${index}-${Date.now()}@example.com`);
      const { cardPaymentConfig } = await request('{ cardPaymentConfig { tokenizationUrl publicKey } }');
      const token = await provider.token(cardPaymentConfig, gatewayUrl);
      const began = performance.now();
      const { debitCard } = await request(DEBIT, { input: { token, browser: BROWSER } });
      durations.push(performance.now() - began);
      if (debitCard.status !== 'succeeded' || debitCard.orderCode !== orderCode)
        throw new Error(`${name}: ${orderCode} answered ${debitCard.status}`);
    }
    const request = shopApiSession(backend.url);
    const orderCode = await cartReadyToPay(request, `bench-card-${name}-concurrent-${Date.now()}@example.com`);
    const { cardPaymentConfig } = await request('{ cardPaymentConfig { tokenizationUrl publicKey } }');
    const token = await provider.token(cardPaymentConfig, gatewayUrl);
    const answers = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, () => request(DEBIT, { input: { token, browser: BROWSER } })),
    );
    const succeeded = answers.filter((answer) => answer.status === 'fulfilled' && answer.value.debitCard.status === 'succeeded').length;
    const charges = await provider.charges(gatewayUrl, orderCode);
    return { name, label: provider.label, debit: latencySummary(durations), concurrent: { debits: CONCURRENT, succeeded, charges } };
  } finally {
    for (const running of started.reverse()) await running.stop();
    await data.remove();
  }
}

if (!(await buildAll({ only: ['backend', 'cardSandbox', 'stripeSandbox'] }))) process.exit(1);
let ok = true;
const results = [];
try {
  for (const name of ['sandbox', 'stripe']) results.push(await measure(name));
  console.log(`Card payment: ${PAYMENTS} frictionless debits one after the other per provider (Shop API debitCard, fresh SQLite)`);
  for (const result of results) console.log(`  ${result.label.padEnd(36)} ${formatLatency(result.debit)}`);
  console.log(`\n${CONCURRENT} concurrent debits of one order:`);
  for (const result of results) {
    console.log(`  ${result.label.padEnd(36)} answered succeeded ${result.concurrent.succeeded}, charges ${result.concurrent.charges}`);
    if (result.concurrent.charges !== 1) ok = false;
  }
  console.log(`  budget: exactly 1 charge per order → ${ok ? 'within' : 'OVER'} budget`);
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'card.json'),
    `${JSON.stringify({ at: new Date().toISOString(), payments: PAYMENTS, results }, null, 2)}\n`,
  );
} catch (error) {
  ok = false;
  console.error(error instanceof Error ? error.message : error);
}
process.exit(ok ? 0 : 1);
