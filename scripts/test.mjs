#!/usr/bin/env node
// `npm test`: every kind of test, cheapest first, two lanes at a time where each keeps one core
// busy: typecheck beside lint, unit tests beside the build, story tests (Vitest browser mode in
// Debian's Chromium; each story photographed and compared with its baseline) while the cluster
// starts, then the cluster's tests (PostgreSQL, Redis, two of each tier behind HAProxy), beside a
// real shop on free ports with a fresh temporary database, the API integration tests against it and
// the crash test (a backend killed with SIGKILL mid-purchase); then the Playwright journeys
// on that shop (both cores); then the fuzzer on two shops of its own (both cores). Ends with one
// "N passed, N failed" line.
import path from 'node:path';

import { buildAll } from './lib/build.mjs';
import { run } from './lib/processes.mjs';
import { E2E_BACKEND_ENV, E2E_STOREFRONT_ENV, repoRoot, startShop } from './lib/shop.mjs';
import { CLUSTER_UNDER_TEST, startTestCluster, TEST_CLUSTER_LOG_DIR } from './lib/test-cluster.mjs';
import { readJson, routeTypes, testSteps, typecheck } from './lib/test-steps.mjs';

const reportsDir = path.join(repoRoot, '.tmp/test-reports');
const { step, together, vitestProject, finish, explain } = testSteps(reportsDir);
const playwright = path.join(repoRoot, 'node_modules/@playwright/test/cli.js');
const noTests = () => ({ passed: 0, failed: 0, skipped: 0 });
// Filled in once the cluster beside the stories is up (the same object is read when its tests run).
const clusterEnv = {};
const [runClusterTests, countClusterTests] = vitestProject('cluster', clusterEnv);

// Two lanes at a time (see `together`): each pair below is one core's work beside the other's.
await step('route types (react-router typegen)', routeTypes, noTests);
await together({
  typecheck: () => step('typecheck', typecheck),
  // ESLint, knip and Prettier's check (scripts/lint.mjs): zero findings, like every other test.
  lint: () =>
    step('lint (ESLint, knip, Prettier)', () =>
      run('npm', ['run', '--silent', 'lint'], { cwd: repoRoot, env: { ROUTE_TYPES_READY: '1' } }),
    ),
});
const [, built] = await together({
  unit: () => step('unit and machine tests (node)', ...vitestProject('unit')),
  // After the typecheck, which emitted backend/dist: the build finds it up to date.
  build: async () => {
    const ok = await step('build the shop', async () => ((await buildAll()) ? 0 : 1), noTests);
    // Issue 17's first-load JavaScript budget, read from the build's manifest (no server needed).
    if (ok) await step('first-load JS budget (the build)', ...vitestProject('build'));
    return ok;
  },
});

let shop;
const [, started] = await together({
  // The cluster (issue 18: PostgreSQL, Redis, a worker, two servers, two storefronts, HAProxy)
  // starts while the stories run, its tests follow them: its start is a minute of seeding on one
  // core, its tests mostly wait on its servers, and the integration tests beside them too, while
  // the fuzzer's two shops would leave no core for the seeding. It also proves the PostgreSQL path
  // (migrations, seed, catalogue and search, a clean stop on SIGTERM) that `npm run test:postgres` checks alone.
  stories: async () => {
    const booting = built ? timed(startTestCluster()) : undefined;
    // Settled here so that a start that fails while the stories run is reported by the cluster's step.
    booting?.catch(() => {});
    // Every story rendered, played, axe-checked and photographed; a whole run also finds the baselines no story uses.
    await step('story tests and pictures (Chromium)', ...vitestProject('storybook', { VISUAL_STALE_CHECK: '1' }));
    if (booting) await step('cluster: PostgreSQL, Redis, HAProxy (own shop)', () => clusterTests(booting), countClusterTests);
  },
  shop: async () => {
    if (!built) return false;
    const up = await step(
      'start a shop on a fresh database',
      async () => {
        try {
          shop = await startShop({
            log: false,
            backendEnv: E2E_BACKEND_ENV,
            storefrontEnv: E2E_STOREFRONT_ENV,
            paypalTestControls: true,
            viesTestControls: true,
          });
          console.log(`shop at ${shop.shopUrl}, backend at ${shop.backendUrl}`);
          return 0;
        } catch (error) {
          explain('shop', `did not start: ${messageOf(error)}`);
          console.error(messageOf(error));
          return 1;
        }
      },
      noTests,
    );
    if (up) await step('API integration tests (real backend)', ...vitestProject('integration', shopEnv(shop)));
    // Issue 30: the backend of `npm start` (SQLite, no Redis) killed with SIGKILL in the middle of
    // purchases and started again. Most of its time waits on the recovery's bounds: this lane's
    // end, while the story tests with their pictures and the cluster's tests run in the other.
    if (up) await step('crash: backend killed mid-purchase (own shop)', ...vitestProject('crash'));
    // Issue 32: Airalo's and eSIM Access's adapters against their simulators, each with a backend
    // of its own; mostly waiting on a simulated 2-minute outage, so light beside the cluster's tests.
    if (up) await step('eSIM suppliers: adapters against simulators (own shops)', ...vitestProject('suppliers'));
    return up;
  },
});
// The journeys wait for both lanes: started in the shop's lane right after the crash test, they
// overlapped the cluster's tests, whose bursts of purchases then met "the shop is very busy" and
// failed (the cluster's step took 530 s instead of 182).
if (started) {
  try {
    const report = path.join(reportsDir, 'playwright.json');
    await step(
      'journeys (Playwright, Chromium)',
      () =>
        run(process.execPath, [playwright, 'test', '--reporter=list,json'], {
          cwd: repoRoot,
          env: { ...shopEnv(shop), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        }),
      () => playwrightCounts(report),
    );
  } finally {
    await shop.stop();
  }
}
// Thousands of hostile requests on shops of their own (issue 15): nothing the fuzzing leaves behind
// (accounts, rate-limit counters) can meet another test. Two shops, because a backend is one Node
// process (backend/test/fuzz/global-setup.ts): together they keep both cores busy.
if (built) await step('fuzz: Shop API and storefront (own shops)', ...vitestProject('fuzz'));

finish();

/** A Playwright JSON report's counts; a test that passed only on its retry is counted as passed but named. */
function playwrightCounts(report) {
  const result = readJson(report);
  const stats = result?.stats;
  if (stats?.flaky) console.log(`${stats.flaky} flaky (passed on retry, see the list above)`);
  return stats
    ? {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected,
        skipped: stats.skipped,
        failedTests: unexpectedJourneys(result.suites ?? []),
      }
    : undefined;
}

/** Each journey of a Playwright JSON report that failed on every try, with its first error's first line. */
function unexpectedJourneys(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results?.at(-1)?.error?.message ?? '';
          return `${spec.file}:${spec.line} › [${test.projectName}] ${spec.title} — ${error.split('\n')[0]}`;
        }),
    ),
    ...unexpectedJourneys(suite.suites ?? []),
  ]);
}

/** Resolves with the promise's value and the seconds it took from now. */
async function timed(promise) {
  const startedAt = Date.now();
  const value = await promise;
  return { value, seconds: (Date.now() - startedAt) / 1000 };
}

/** The cluster project against the cluster started beside the stories; then its clean stop. */
async function clusterTests(booting) {
  let cluster;
  try {
    const { value, seconds } = await booting;
    cluster = value;
    console.log(`cluster ready after ${seconds.toFixed(1)} s (started beside the story tests)`);
  } catch (error) {
    // Beside the stories, the integration tests and the suppliers' shops, a start can run out of
    // time on a slow machine; the stories have ended now, so it is tried once more on its own.
    console.error(`The cluster did not start beside the story tests: ${messageOf(error)}; starting it again`);
    try {
      const { value, seconds } = await timed(startTestCluster());
      cluster = value;
      console.log(`cluster ready after ${seconds.toFixed(1)} s (second start, after the story tests)`);
    } catch (again) {
      explain('cluster', `did not start, twice: ${messageOf(error)} / ${messageOf(again)}`);
      console.error(`The cluster did not start: ${messageOf(again)}`);
      return 1;
    }
  }
  let code = 1;
  try {
    clusterEnv[CLUSTER_UNDER_TEST] = JSON.stringify(cluster.underTest);
    code = await runClusterTests();
    if (code !== 0) console.log(`The cluster's worker and servers wrote their output to ${TEST_CLUSTER_LOG_DIR}`);
  } finally {
    const unclean = await cluster.stop();
    // Each process must close its connections and exit 0 on SIGTERM, as an orchestrator stops it.
    if (unclean.length > 0) {
      console.error(`Not stopped cleanly on SIGTERM: ${unclean.join(', ')}`);
      code = 1;
    }
  }
  return code;
}

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/** What the integration tests and journeys need to know of the shared shop. */
function shopEnv(running) {
  return {
    SHOP_URL: running.shopUrl,
    BACKEND_URL: running.backendUrl,
    SHOP_API_URL: `${running.backendUrl}/shop-api`,
    CARD_GATEWAY_URL: running.cardGatewayUrl,
    PAYPAL_URL: running.paypalUrl,
    // Not VIES_URL: backends the tests start would inherit it, and a production one refuses the simulator.
    VIES_SANDBOX_URL: running.viesUrl,
    MAILBOX_DIR: running.mailboxDir,
    // the guest eSIM link tests sign a link the backend's way (api/test-support/esim-sandbox.ts)
    ESIM_LINK_SECRET: running.esimLinkSecret,
    // the journeys read the delivery emails here (e2e/support/mailbox.ts)
    SHOP_MAILBOX_DIR: running.mailboxDir,
    // the account rate-limit tests count up to the shop's limit
    ACCOUNT_RATE_LIMIT_PER_MINUTE: E2E_BACKEND_ENV.ACCOUNT_RATE_LIMIT_PER_MINUTE,
    // the contact and review rate-limit test counts up to it too
    FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE: E2E_BACKEND_ENV.FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE,
  };
}
