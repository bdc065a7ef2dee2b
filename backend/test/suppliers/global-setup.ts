import { buildAll } from '../../../scripts/lib/build.mjs';

/** Built once before both files start: two builds at once would write the same files. */
export default async function setup(): Promise<void> {
  if (!(await buildAll({ only: ['backend', 'airaloSandbox', 'esimaccessSandbox'] })))
    throw new Error('The backend or a simulator did not build');
}
