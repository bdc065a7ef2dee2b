import { deleteBaselines, stalePictures } from './story-pictures.command';

/**
 * The story project's global setup: after a whole run (VISUAL_STALE_CHECK=1, set by `npm test`
 * and `npm run test:visual` without a filter), a baseline no story was photographed against is a
 * picture nobody checks: the run fails naming it, and `npm run test:visual -- --update` deletes it.
 */
export default function setup(): () => void {
  return () => {
    if (process.env['VISUAL_STALE_CHECK'] !== '1') return;
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
