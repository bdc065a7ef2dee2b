import path from 'node:path';

import { beforeEach } from 'vitest';

import { runsOnCluster } from './reruns';

/*
 * The cluster project's setup file: of the integration files it runs again, only the tests named in
 * reruns.ts run; the others are reported skipped. (Vitest takes no test-name filter per project.)
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

beforeEach((context) => {
  if (!runsOnCluster(path.relative(repoRoot, context.task.file.filepath), context.task.name)) context.skip();
});
