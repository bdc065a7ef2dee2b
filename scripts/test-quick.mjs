#!/usr/bin/env node
// `npm run test:quick`: what a change needs before it is pushed, in a few minutes — typecheck,
// lint, the unit and machine tests, and the story tests of the components changed since
// QUICK_BASE (default HEAD: the work not yet committed; e.g.
// QUICK_BASE=main on a branch). No shop is started: `npm test` runs the rest.
import path from 'node:path';

import { run } from './lib/processes.mjs';
import { repoRoot } from './lib/shop.mjs';
import { routeTypes, testSteps, typecheck } from './lib/test-steps.mjs';

const { step, together, vitestProject, finish } = testSteps(path.join(repoRoot, '.tmp/test-quick-reports'));
const base = process.env.QUICK_BASE ?? 'HEAD';

// Two lanes at a time, one core each (see `together` in scripts/lib/test-steps.mjs).
await step('route types (react-router typegen)', routeTypes);
await together({
  typecheck: () => step('typecheck', typecheck),
  lint: () => step('lint', () => run('npm', ['run', '--silent', 'lint'], { cwd: repoRoot, env: { ROUTE_TYPES_READY: '1' } })),
});
await together({
  unit: () => step('unit and machine tests (node)', ...vitestProject('unit')),
  stories: () =>
    step(
      `story tests of what changed since ${base} (Chromium)`,
      ...vitestProject('storybook', {}, [`--changed=${base}`, '--passWithNoTests']),
    ),
});
finish();
