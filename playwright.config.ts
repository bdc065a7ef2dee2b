import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { perCore } from './scripts/lib/cores.mjs';

// Journeys run against a shop started by `npm test` (SHOP_URL) or, when run alone,
// by the global setup on free ports with a fresh temporary database.

/** Journeys that start a shop of their own (a fresh database, seeded). */
const OWN_SHOP_JOURNEYS = ['**/cart-restart.spec.ts', '**/stripe.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  // A browser per core and one more, up to 4: a journey waits on the shop a third of its time (the
  // emails, the job queue; alone on 2 cores, 666 core-seconds in 463 s), and past 4 the one shop
  // under test, not the cores, is the limit.
  workers: Math.min(4, perCore(4) + 1),
  // Two cores run the whole shop and two browsers: one retry absorbs a rare overloaded answer
  // (a 502/503 from a busy backend). Playwright still reports such a test as flaky, not passed.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '.tmp/playwright-results',
  use: {
    baseURL: process.env['SHOP_URL'],
    // A trace only on a journey's retry: recording one for every first try (screencast frames,
    // DOM snapshots) was a third of the journeys' CPU here (about 1,480 → 970 core-seconds, the
    // GPU process 245 → 46). A first failure still writes its error and page snapshot.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: ['**/mobile/**', ...OWN_SHOP_JOURNEYS] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/mobile/*.spec.ts' },
    // A shop of their own starts from a copy of the build's seeded database (scripts/lib/seeded-database.mjs,
    // about 17 s), not a minute of seeding: they run beside the other journeys instead of after them.
    { name: 'own-shop', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: OWN_SHOP_JOURNEYS },
  ],
});
