import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { shopAliases } from './shop-aliases.js';

/*
 * Two projects: `unit` runs plain tests in Node; `storybook` turns every story
 * into a browser test (render + play function + axe) in Debian's Chromium.
 *   npx vitest run --project unit
 *   npx vitest run --project storybook
 */

// `npx playwright install` cannot run here, so the system Chromium is used (TOOLCHAIN.md pitfall 2).
const chromiumExecutablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  resolve: { alias: shopAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'design-system/**/*.test.ts',
            'machines/**/*.test.ts',
            'api/**/*.test.ts',
            'storefront/**/*.test.ts',
            'backend/test/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['api/**/*.integration.test.ts'],
          globalSetup: ['api/test-support/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
