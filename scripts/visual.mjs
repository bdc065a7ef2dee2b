#!/usr/bin/env node
// `npm run test:visual`: the story tests, which photograph every story and compare each picture
// with its baseline in design-system/visual-baselines/ (.storybook/story-pictures.ts).
// `npm run test:visual -- --update` accepts the differences (and, on a whole run, deletes the
// baselines no story is photographed against). Other arguments go to Vitest: a path such as
// `design-system/components/price` runs that component's stories only. A picture that differs is
// written to .tmp/story-pictures/<component>/<story>/ beside its difference with the baseline.
import path from 'node:path';

import { run } from './lib/processes.mjs';
import { repoRoot } from './lib/shop.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const vitestArgs = args.filter((arg) => arg !== '--update');
const wholeRun = vitestArgs.every((arg) => arg.startsWith('-'));
const code = await run(
  process.execPath,
  [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'storybook', ...vitestArgs],
  {
    cwd: repoRoot,
    env: { ...(update ? { VISUAL_UPDATE: '1' } : {}), ...(wholeRun ? { VISUAL_STALE_CHECK: '1' } : {}) },
  },
);
if (code !== 0 && !update) console.log('\nDifferences: .tmp/story-pictures/ · accept them: npm run test:visual -- --update');
process.exit(code);
