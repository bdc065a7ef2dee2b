import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';

// `npm run test:visual` (scripts/visual.mjs) runs this config against a built Storybook it serves.
// Baselines are committed in design-system/visual-baselines/; the HTML report shows each
// difference as baseline, new and difference side by side (and a slider).

const VISUAL_REPORT_DIR = '.tmp/visual-report';

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  // Per-visit baselines: `{arg}` is the [component, file] pair from shot-plan.ts's baselineName.
  snapshotPathTemplate: '{testDir}/../../design-system/visual-baselines/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env['VISUAL_WORKERS'] ?? 2),
  // A picture Chromium painted while the page was still settling passes on its retry but is named
  // as flaky in the summary, so it gets looked at (the journeys do the same).
  retries: 1,
  timeout: 30_000,
  // Debian's Chromium and its fonts (CJK included) on these machines render a story to the same
  // pixels every time; the threshold only absorbs anti-aliasing on glyph edges.
  expect: { toMatchSnapshot: { threshold: 0.1, maxDiffPixels: 24 } },
  updateSnapshots: process.env['VISUAL_UPDATE'] === '1' ? 'changed' : 'none',
  reporter: [
    ['dot'],
    ['html', { outputFolder: `../../${VISUAL_REPORT_DIR}`, open: 'never' }],
    ['json', { outputFile: process.env['VISUAL_JSON_REPORT'] ?? `../../${VISUAL_REPORT_DIR}/results.json` }],
  ],
  outputDir: '../../.tmp/visual-results',
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  },
});
