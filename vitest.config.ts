import { realpathSync } from 'node:fs';
import path from 'node:path';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

import { CLUSTER_RERUNS } from './scripts/cluster/reruns';
import { photographStory, storyNotPhotographed, storyOwnsTexts } from './scripts/visual/story-pictures.command';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { perCore } from './scripts/lib/cores.mjs';
import { E2E_BACKEND_ENV } from './scripts/lib/shop.mjs';
import { shopAliases } from './shop-aliases.js';

/*
 * Projects: `unit` runs plain tests in Node; `build` checks the built storefront (run after the
 * build); `integration` and `fuzz` need a backend; `storybook` turns every story into a browser
 * test (render + play function + axe) in Debian's Chromium.
 *   npx vitest run --project unit
 *   npx vitest run --project build
 *   npx vitest run --project storybook
 */

/** The projects named on the command line (`--project unit`, `--project=unit`); none means all. */
function projectsAsked(argv: readonly string[]): string[] {
  return argv.flatMap((argument, index) => {
    if (argument === '--project') return argv[index + 1] ? [argv[index + 1]!] : [];
    return argument.startsWith('--project=') ? [argument.slice('--project='.length)] : [];
  });
}

// Storybook's plugin indexes every story as soon as the config is loaded (about 14 s here), so a
// run that names only Node projects leaves the story project out.
const asked = projectsAsked(process.argv);
const storiesAsked = asked.length === 0 || asked.includes('storybook');

/** Every story as a browser test: render, play function, axe (Debian's Chromium). */
function storybookProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    // A git worktree may borrow another checkout's node_modules through a symlink: Vite serves
    // files only from allowed folders, and resolves the link to where it points.
    server: { fs: { allow: [import.meta.dirname, realpathSync(path.join(import.meta.dirname, 'node_modules'))] } },
    test: {
      name: 'storybook',
      // Every story photographed once its test passed, and compared with its baseline (issue 31 point 8).
      setupFiles: ['.storybook/story-pictures.ts'],
      globalSetup: ['scripts/visual/story-pictures.global-setup.ts'],
      // The story files share one page instead of a fresh iframe each: Storybook's preview
      // (tokens, fonts, the locale provider) is set up once (20 files: 124 s → 109 s here).
      isolate: false,
      // Pages at once (tabs of one Chromium; STORY_PAGES, default 1). Alone, four pages took the step
      // from about 600 s to 320 s, but beside the shop's lane and the cluster's start in `npm test`
      // the machine was saturated and four pictures of timed states differed.
      maxWorkers: Number(process.env['STORY_PAGES'] ?? 1),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
          // The same pixels on every machine of this kind: one device pixel per CSS pixel, a light
          // scheme, one language and time zone for dates. The page is as large as the largest
          // picture (the order details at 320 px are about 3,700 px tall), so Vitest never scales
          // the story's frame down to fit.
          contextOptions: {
            viewport: { width: 1300, height: 4400 },
            deviceScaleFactor: 1,
            colorScheme: 'light',
            locale: 'en-GB',
            timezoneId: 'Europe/Paris',
          },
        }),
        commands: { photographStory, storyNotPhotographed, storyOwnsTexts },
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  resolve: { alias: shopAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker instead of one per file: the files import the same heavy
          // modules (Vendure, XState, zod), and importing them 185 times was 2/3 of the step's time
          // (146 s → 58 s here, same 2,089 tests). No test relies on a fresh module state.
          isolate: false,
          include: [
            'design-system/**/*.test.ts',
            'machines/**/*.test.ts',
            'api/**/*.test.ts',
            'storefront/**/*.test.ts',
            'backend/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [
            '**/node_modules/**',
            '**/*.integration.test.ts',
            '**/*.fuzz.test.ts',
            '**/*.build.test.ts',
            '**/*.cluster.test.ts',
            '**/*.crash.test.ts',
            '**/*.supplier.test.ts',
            '**/*.images.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          // Tests of the built shop's files (the first-load budget): run after `npm run build`.
          name: 'build',
          environment: 'node',
          include: ['scripts/**/*.build.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // Files at once against the one backend (INTEGRATION_WORKERS, default 1): 3 at once took
          // 445 s to 318 s alone, but beside the story tests in `npm test` tests bound in time failed.
          maxWorkers: Number(process.env['INTEGRATION_WORKERS'] ?? 1),
          include: ['api/**/*.integration.test.ts', 'backend/test/**/*.integration.test.ts'],
          globalSetup: ['api/test-support/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'fuzz',
          environment: 'node',
          // The storefront's doors beside the Shop API's operations: both files at once on the shops.
          maxWorkers: perCore(2),
          include: ['backend/test/fuzz/**/*.fuzz.test.ts'],
          globalSetup: ['backend/test/fuzz/global-setup.ts'],
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          environment: 'node',
          // Issue 18: the cluster's own tests, and the purchase and account flows of the
          // integration tests again, through its load balancers (scripts/cluster/reruns.ts).
          include: ['scripts/cluster/**/*.cluster.test.ts', ...Object.keys(CLUSTER_RERUNS)],
          setupFiles: ['scripts/cluster/rerun-filter.ts'],
          globalSetup: ['scripts/cluster/global-setup.ts'],
          // The cluster's backends take the journeys' limits; the account tests count up to them.
          env: { ACCOUNT_RATE_LIMIT_PER_MINUTE: E2E_BACKEND_ENV.ACCOUNT_RATE_LIMIT_PER_MINUTE },
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'crash',
          environment: 'node',
          // Issue 30: the backend of `npm start` (SQLite, no Redis) killed with SIGKILL in the
          // middle of purchases and started again; each test starts what it needs.
          include: ['scripts/crash/**/*.crash.test.ts'],
          testTimeout: 420_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'suppliers',
          environment: 'node',
          // Issue 32: each real supplier's adapter against its simulator through a backend of its
          // own; both files at once, since each mostly waits out its simulated 2-minute outage.
          include: ['backend/test/suppliers/*.supplier.test.ts'],
          globalSetup: ['backend/test/suppliers/global-setup.ts'],
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'images',
          environment: 'node',
          // Issue 34: the Dockerfile's images and compose.yaml on podman (`npm run test:images`),
          // not in `npm test`: its first run builds every image (about 15 minutes here).
          include: ['scripts/images/*.images.test.ts'],
          globalSetup: ['scripts/images/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 3_600_000,
        },
      },
      ...(storiesAsked ? [storybookProject()] : []),
    ],
  },
});
