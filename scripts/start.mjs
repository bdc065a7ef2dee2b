#!/usr/bin/env node
// `npm start`: builds what is needed, then runs the sandbox card acquirer, the PayPal simulator, Vendure (server + worker)
// and the storefront on the embedded SQLite database in backend/data/, seeded on first start.
// Ctrl-C stops all three.
import path from 'node:path';

import { buildAll } from './lib/build.mjs';
import { stopOnSignals } from './lib/processes.mjs';
import { repoRoot, startShop } from './lib/shop.mjs';

const dataDir = path.join(repoRoot, 'backend/data');

if (!(await buildAll())) process.exit(1);

let shop;
try {
  shop = await startShop({
    dataDir,
    backendPort: Number(process.env.BACKEND_PORT ?? 3001),
    storefrontPort: Number(process.env.STOREFRONT_PORT ?? 3000),
    cardSandboxPort: Number(process.env.CARD_SANDBOX_PORT ?? 3002),
    paypalSandboxPort: Number(process.env.PAYPAL_SANDBOX_PORT ?? 3003),
    backendEnv: { NODE_ENV: process.env.NODE_ENV ?? 'development' },
    // The shop a person runs seeds for real on its first start, never from a test's copy.
    reuseSeed: false,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`
  Shop (storefront)     ${shop.shopUrl}/en
  Vendure dashboard     ${shop.backendUrl}/dashboard   (staff)
  Shop API (GraphQL)    ${shop.backendUrl}/shop-api
  Sandbox mailbox       ${shop.mailboxDir}
  Sandbox card gateway  ${shop.cardGatewayUrl}   (test cards: README)
  PayPal simulator      ${shop.paypalUrl}   (buyer: README)
  Card provider         ${shop.cardProviderSimulatorUrl ? `Stripe simulator ${shop.cardProviderSimulatorUrl}   (test cards: README)` : (process.env.CARD_PROVIDER ?? 'sandbox')}
  eSIM supplier         ${shop.supplierSimulatorUrl ? `${process.env.ESIM_SUPPLIER} simulator ${shop.supplierSimulatorUrl}` : (process.env.ESIM_SUPPLIER ?? 'sandbox (in process)')}
  Database              ${path.join(dataDir, 'shop.sqlite')}

  Press Ctrl-C to stop.
`);

const { stop, stopping } = stopOnSignals('the shop', () => shop.stop());
for (const { child } of Object.values(shop.processes)) {
  child.on('exit', (code) => {
    if (stopping()) return;
    console.error(`A shop process exited unexpectedly (${code}); stopping the rest.`);
    void stop();
  });
}
