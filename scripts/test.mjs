#!/usr/bin/env node
// `npm test`: every kind of test, in order of cost. Typecheck, unit and machine tests (node),
// Storybook story tests (Vitest browser mode in Debian's Chromium), then a real shop on free
// ports with a fresh temporary database for the API integration tests and the Playwright
// journeys, then the PostgreSQL proof. Ends with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { bin, buildAll } from './lib/build.mjs';
import { run } from './lib/processes.mjs';
import { E2E_BACKEND_ENV, E2E_STOREFRONT_ENV, repoRoot, startShop } from './lib/shop.mjs';

const reportsDir = path.join(repoRoot, '.tmp/test-reports');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
const playwright = path.join(repoRoot, 'node_modules/@playwright/test/cli.js');

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Runs one step; a step that fails without a report still counts as one failed test. */
async function step(name, action, countTests) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const code = await action();
  const counted = countTests?.() ?? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  if (code !== 0 && counted.failed === 0) counted.failed = 1;
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  steps.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, ...counted });
  return code === 0;
}

function vitestCounts(file) {
  return () => {
    const report = readJson(file);
    return report ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests } : undefined;
  };
}

function vitestProject(project, extraEnv = {}) {
  const report = path.join(reportsDir, `vitest-${project}.json`);
  return [
    () => run(process.execPath, [vitest, 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: repoRoot, env: extraEnv }),
    vitestCounts(report),
  ];
}

await step('typecheck', async () => {
  const typegen = await run(process.execPath, [bin.reactRouter, 'typegen'], { cwd: path.join(repoRoot, 'storefront') });
  if (typegen !== 0) return typegen;
  const front = await run(process.execPath, [bin.tsc, '-p', 'tsconfig.json', '--noEmit'], { cwd: repoRoot });
  const back = await run(process.execPath, [bin.tsc, '-p', 'backend', '--noEmit'], { cwd: repoRoot });
  const backTests = await run(process.execPath, [bin.tsc, '-p', 'backend/tsconfig.test.json', '--noEmit'], { cwd: repoRoot });
  return front || back || backTests;
});
await step('unit and machine tests (node)', ...vitestProject('unit'));
await step('story tests (Chromium)', ...vitestProject('storybook'));

const built = await step('build the shop', async () => ((await buildAll()) ? 0 : 1), () => ({ passed: 0, failed: 0, skipped: 0 }));
if (built) {
  let shop;
  const started = await step('start a shop on a fresh database', async () => {
    try {
      shop = await startShop({ log: false, backendEnv: E2E_BACKEND_ENV, storefrontEnv: E2E_STOREFRONT_ENV, paypalTestControls: true });
      console.log(`shop at ${shop.shopUrl}, backend at ${shop.backendUrl}`);
      return 0;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return 1;
    }
  }, () => ({ passed: 0, failed: 0, skipped: 0 }));
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
        () => run(process.execPath, [playwright, 'test', '--reporter=list,json'], { cwd: repoRoot, env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } }),
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
await step('PostgreSQL path (DATABASE_URL)', () => run(process.execPath, [path.join(repoRoot, 'scripts/test-postgres.mjs')], { cwd: repoRoot }));

console.log('\n━━ summary');
for (const { name, ok, seconds, passed, failed } of steps) {
  console.log(`${ok ? '✓' : '✗'} ${name.padEnd(40)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  ${seconds.toFixed(1)}s`);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 && steps.every((entry) => entry.ok) ? 0 : 1);
