import { rmSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { planVisits, readStorybookIndex, staleBaselines } from './shot-plan';

// A baseline no story photographs any more is a picture nobody checks: it goes with `--update`.

const storybookDir = process.env['VISUAL_STORYBOOK_DIR'];
const repoRoot = path.resolve(import.meta.dirname, '../..');
const baselinesDir = path.join(repoRoot, 'design-system/visual-baselines');

test('every baseline belongs to a story that is photographed', () => {
  if (!storybookDir) throw new Error('Run the visual tests with `npm run test:visual` (scripts/visual.mjs).');
  const stale = staleBaselines(planVisits(readStorybookIndex(storybookDir), repoRoot), baselinesDir);
  if (process.env['VISUAL_UPDATE'] === '1') {
    for (const file of stale) rmSync(path.join(baselinesDir, file));
    return;
  }
  expect(stale, 'baselines of stories that are gone: `npm run test:visual -- --update` deletes them').toEqual([]);
});
