import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import { newestMtime } from './mtime.mjs';
import { run } from './processes.mjs';
import { repoRoot } from './shop.mjs';

const bin = {
  tsc: path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
  reactRouter: path.join(repoRoot, 'node_modules/@react-router/dev/bin.js'),
  vite: path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
};

/** True when `output` is missing or older than any of `sources`. */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(repoRoot, source)) > built);
}

const TARGETS = {
  backend: {
    output: 'backend/dist/index.js',
    sources: ['backend/src', 'backend/seed', 'backend/tsconfig.json'],
    command: [process.execPath, [bin.tsc, '-p', 'backend']],
  },
  // The sandbox card acquirer: a separate service, so a separate tsconfig (backend/sandbox/card-acquirer),
  // then its hosted card fields' browser script, bundled with the card rules by Vite.
  cardSandbox: {
    output: 'backend/dist/sandbox/card-acquirer/hosted-fields/field.js',
    sources: ['backend/sandbox/card-acquirer', 'backend/sandbox/server-kit', 'backend/tsconfig.json'],
    command: [process.execPath, [bin.tsc, '-p', 'backend/sandbox/card-acquirer']],
    then: [process.execPath, [bin.vite, 'build', '--config', 'backend/sandbox/card-acquirer/vite.hosted-fields.config.mts']],
  },
  // The PayPal simulator: another stand-in third party with its own tsconfig (backend/sandbox/paypal).
  paypalSandbox: {
    output: 'backend/dist/sandbox/paypal/server.js',
    sources: ['backend/sandbox/paypal', 'backend/sandbox/server-kit', 'backend/tsconfig.json'],
    command: [process.execPath, [bin.tsc, '-p', 'backend/sandbox/paypal']],
  },
  // The VIES simulator (backend/sandbox/vies): the EU's VAT number check, for `npm start` and the tests.
  viesSandbox: {
    output: 'backend/dist/sandbox/vies/server.js',
    sources: ['backend/sandbox/vies', 'backend/sandbox/server-kit', 'backend/tsconfig.json'],
    command: [process.execPath, [bin.tsc, '-p', 'backend/sandbox/vies']],
  },
  // The eSIM suppliers' simulators (backend/sandbox/<supplier>): run when ESIM_SUPPLIER names a
  // supplier and no credentials of it are given.
  airaloSandbox: {
    output: 'backend/dist/sandbox/airalo/server.js',
    sources: ['backend/sandbox/airalo', 'backend/sandbox/server-kit', 'backend/tsconfig.json'],
    command: [process.execPath, [bin.tsc, '-p', 'backend/sandbox/airalo']],
  },
  esimaccessSandbox: {
    output: 'backend/dist/sandbox/esimaccess/server.js',
    sources: ['backend/sandbox/esimaccess', 'backend/sandbox/server-kit', 'backend/tsconfig.json'],
    command: [process.execPath, [bin.tsc, '-p', 'backend/sandbox/esimaccess']],
  },
  // Stripe's simulator (backend/sandbox/stripe, its Stripe.js stand-in included): run when
  // CARD_PROVIDER=stripe has no keys.
  stripeSandbox: {
    output: 'backend/dist/sandbox/stripe/server.js',
    sources: ['backend/sandbox/stripe', 'backend/sandbox/server-kit', 'backend/tsconfig.json'],
    command: [process.execPath, [bin.tsc, '-p', 'backend/sandbox/stripe']],
  },
  dashboard: {
    output: 'backend/dist/dashboard/index.html',
    // The config lists the plugins; their `dashboard/` folders hold the extensions' pages.
    sources: ['backend/vite.dashboard.config.mts', 'backend/src/config.ts', 'backend/src/plugins'],
    command: [process.execPath, [bin.vite, 'build', '--config', 'backend/vite.dashboard.config.mts']],
  },
  storefront: {
    output: 'storefront/build/server/index.js',
    sources: ['storefront/app', 'storefront/vite.config.ts', 'storefront/react-router.config.ts', 'design-system', 'api', 'machines'],
    command: [process.execPath, [bin.reactRouter, 'build'], { cwd: path.join(repoRoot, 'storefront') }],
  },
};

/** What `npm start` and the shop's tests need (the designers' Storybook is `npm run build-storybook`). */
const SHOP_TARGETS = Object.keys(TARGETS);

/** Builds what is missing or out of date; `force` rebuilds regardless. Returns false on the first failure. */
export async function buildAll({ only = SHOP_TARGETS, force = false } = {}) {
  for (const name of only) {
    const target = TARGETS[name];
    if (!force && !isStale(path.join(repoRoot, target.output), target.sources)) continue;
    console.log(`› building ${name}…`);
    const started = Date.now();
    let code = 0;
    for (const [command, args, options = {}] of [target.command, target.then].filter(Boolean)) {
      code = await run(command, args, { cwd: options.cwd ?? repoRoot, env: options.env });
      if (code !== 0) break;
    }
    if (code !== 0) {
      console.error(`✗ building ${name} failed (exit ${code})`);
      return false;
    }
    console.log(`✓ built ${name} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  return true;
}

export { bin };
