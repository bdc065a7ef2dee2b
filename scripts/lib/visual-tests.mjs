import path from 'node:path';

import { buildAll, STORYBOOK_DIR } from './build.mjs';
import { run } from './processes.mjs';
import { repoRoot } from './shop.mjs';
import { serveStorybook } from './static-storybook.mjs';

const playwright = path.join(repoRoot, 'node_modules/@playwright/test/cli.js');
const config = path.join(repoRoot, 'scripts/visual/playwright.config.ts');

/**
 * Issue 19 point 4: builds Storybook if its sources changed, serves it on loopback, and runs the
 * visual tests against it (scripts/visual/). `update` accepts the new pictures as baselines and
 * deletes the baselines of stories that are gone. Resolves with Playwright's exit code.
 */
export async function runVisualTests({ update = false, jsonReport, workers, extraArgs = [] } = {}) {
  if (!(await buildAll({ only: ['storybook'] }))) return 1;
  const storybook = await serveStorybook(STORYBOOK_DIR);
  try {
    return await run(process.execPath, [playwright, 'test', '--config', config, ...extraArgs], {
      cwd: repoRoot,
      env: {
        VISUAL_STORYBOOK_URL: storybook.url,
        VISUAL_STORYBOOK_DIR: path.join(repoRoot, STORYBOOK_DIR),
        ...(update ? { VISUAL_UPDATE: '1' } : {}),
        ...(jsonReport ? { VISUAL_JSON_REPORT: jsonReport } : {}),
        ...(workers ? { VISUAL_WORKERS: String(workers) } : {}),
      },
    });
  } finally {
    await storybook.stop();
  }
}
