import type { TestProject } from 'vitest/node';

import { deleteBaselines, pictureOutcomes, stalePictures } from './story-pictures.command';

/**
 * The story project's global setup: after a whole run (VISUAL_STALE_CHECK=1, set by `npm test`
 * and `npm run test:visual` without a filter), a baseline no story was photographed against is a
 * picture nobody checks: the run fails naming it, and `npm run test:visual -- --update` deletes it.
 * A stories file that did not load photographed nothing, so then nothing is judged stale.
 */
export default function setup(project: TestProject): () => void {
  return () => {
    console.log(pictureOutcomes());
    if (process.env['VISUAL_STALE_CHECK'] !== '1') return;
    const unloaded = project.vitest.state.getFiles().filter((file) => (file.result?.errors?.length ?? 0) > 0);
    if (unloaded.length > 0) {
      console.log(`No check for stale baselines: ${unloaded.length} stories files did not load`);
      return;
    }
    const stale = stalePictures();
    if (stale.length === 0) return;
    if (process.env['VISUAL_UPDATE'] === '1') {
      deleteBaselines(stale);
      console.log(`Deleted ${stale.length} baselines no story is photographed against`);
      return;
    }
    throw new Error(
      `Baselines no story is photographed against (npm run test:visual -- --update deletes them):\n${stale.map((file) => `  ${file}`).join('\n')}`,
    );
  };
}
