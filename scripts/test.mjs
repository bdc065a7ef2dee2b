#!/usr/bin/env node
// `npm test`: every kind of test, in order of cost. Typecheck, lint, unit and machine tests (node),
// Storybook story tests (Vitest browser mode in Debian's Chromium), then a real shop on free
// ports with a fresh temporary database for the API integration tests and the Playwright
// journeys, then the PostgreSQL proof. Ends with one "N passed, N failed" line.
import path from 'node:path';

import { buildAll } from './lib/build.mjs';
import { run } from './lib/processes.mjs';
import { E2E_BACKEND_ENV, E2E_STOREFRONT_ENV, repoRoot, startShop } from './lib/shop.mjs';
import { readJson, testSteps, typecheck } from './lib/test-steps.mjs';

const reportsDir = path.join(repoRoot, '.tmp/test-reports');
const { step, vitestProject, finish } = testSteps(reportsDir);
const playwright = path.join(repoRoot, 'node_modules/@playwright/test/cli.js');

await step('typecheck', typecheck);
// ESLint, knip and Prettier's check (scripts/lint.mjs): zero findings, like every other test.
await step('lint (ESLint, knip, Prettier)', () => run('npm', ['run', '--silent', 'lint'], { cwd: repoRoot }));
await step('unit and machine tests (node)', ...vitestProject('unit'));
await step('story tests (Chromium)', ...vitestProject('storybook'));

const built = await step(
  'build the shop',
  async () => ((await buildAll()) ? 0 : 1),
  () => ({ passed: 0, failed: 0, skipped: 0 }),
);
// Issue 17's first-load JavaScript budget, read from the build's manifest (no server needed).
if (built) await step('first-load JS budget (the build)', ...vitestProject('build'));
if (built) {
  let shop;
  const started = await step(
    'start a shop on a fresh database',
    async () => {
      try {
        shop = await startShop({ log: false, backendEnv: E2E_BACKEND_ENV, storefrontEnv: E2E_STOREFRONT_ENV, paypalTestControls: true });
        console.log(`shop at ${shop.shopUrl}, backend at ${shop.backendUrl}`);
        return 0;
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        return 1;
      }
    },
    () => ({ passed: 0, failed: 0, skipped: 0 }),
  );
  if (started) {
    try {
      const env = {
        SHOP_URL: shop.shopUrl,
        BACKEND_URL: shop.backendUrl,
        SHOP_API_URL: `${shop.backendUrl}/shop-api`,
        CARD_GATEWAY_URL: shop.cardGatewayUrl,
        PAYPAL_URL: shop.paypalUrl,
        MAILBOX_DIR: shop.mailboxDir,
        // the journeys read the delivery emails here (e2e/support/mailbox.ts)
        SHOP_MAILBOX_DIR: shop.mailboxDir,
        // the account rate-limit tests count up to the shop's limit
        ACCOUNT_RATE_LIMIT_PER_MINUTE: E2E_BACKEND_ENV.ACCOUNT_RATE_LIMIT_PER_MINUTE,
        // the contact and review rate-limit test counts up to it too
        COMMUNITY_RATE_LIMIT_PER_MINUTE: E2E_BACKEND_ENV.COMMUNITY_RATE_LIMIT_PER_MINUTE,
      };
      await step('API integration tests (real backend)', ...vitestProject('integration', env));
      const report = path.join(reportsDir, 'playwright.json');
      await step(
        'journeys (Playwright, Chromium)',
        () =>
          run(process.execPath, [playwright, 'test', '--reporter=list,json'], {
            cwd: repoRoot,
            env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
          }),
        () => {
          const stats = readJson(report)?.stats;
          // A journey that passed only on its retry is counted as passed but named, so it gets looked at.
          if (stats?.flaky) console.log(`journeys: ${stats.flaky} flaky (passed on retry, see the list above)`);
          return stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped } : undefined;
        },
      );
    } finally {
      await shop.stop();
    }
  }
}
// Thousands of hostile requests on a shop of their own (issue 15): nothing the fuzzing leaves
// behind (accounts, rate-limit counters) can meet another test.
if (built) await step('fuzz: Shop API and storefront (own shop)', ...vitestProject('fuzz'));
await step('PostgreSQL path (DATABASE_URL)', () =>
  run(process.execPath, [path.join(repoRoot, 'scripts/test-postgres.mjs')], { cwd: repoRoot }),
);

finish();
