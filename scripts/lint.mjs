#!/usr/bin/env node
// `npm run lint`: ESLint, knip (unused files, exports, dependencies), the storefront's feature
// cycles and Prettier's check, each run even when one before it failed, so one run shows every
// finding. Prints the seconds of each and exits 1 when any of them found something. Caches live in
// .tmp/lint/ (ignored by git).

import path from 'node:path';

import { bin } from './lib/build.mjs';
import { run } from './lib/processes.mjs';
import { repoRoot } from './lib/shop.mjs';

const cache = (name) => path.join(repoRoot, '.tmp/lint', name);
const tool = (file) => path.join(repoRoot, 'node_modules', file);

// Route modules import their types from ./+types/<route>, which knip must be able to resolve;
// `npm test` writes them once before lint and typecheck run side by side (ROUTE_TYPES_READY=1).
const routeTypes =
  process.env['ROUTE_TYPES_READY'] === '1'
    ? []
    : [['react-router typegen', [bin.reactRouter, 'typegen'], path.join(repoRoot, 'storefront')]];

const steps = [
  ...routeTypes,
  [
    'eslint',
    [
      tool('eslint/bin/eslint.js'),
      '--max-warnings',
      '0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      cache('eslint'),
      '.',
    ],
  ],
  // No cache: after a merge knip's cache reported 46 files in use as unused; a fresh run is ~9 s.
  ['knip', [tool('knip/bin/knip.js'), '--no-progress']],
  // No two feature folders of the storefront import each other (issue 16 point 4).
  ['feature cycles', [path.join(repoRoot, 'scripts/lint-cycles.mjs')]],
];

// Prettier reads every file on one core while ESLint works on the other: it runs beside the steps
// above rather than after them (on a clean clone ESLint takes ~95 s and Prettier ~49 s).
const beside = [
  'prettier --check',
  [tool('prettier/bin/prettier.cjs'), '--check', '--cache', '--cache-location', cache('prettier'), '--log-level', 'warn', '.'],
];

async function timedStep([name, args, cwd = repoRoot]) {
  const started = Date.now();
  const code = await run(process.execPath, args, { cwd });
  return { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
}

console.log(`\n━━ ${beside[0]} (beside the others, prints only the files it would change)`);
const besideResult = timedStep(beside);
const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step[0]}`);
  results.push(await timedStep(step));
}
results.push(await besideResult);

console.log('');
for (const { name, ok, seconds } of results) console.log(`${ok ? '✓' : '✗'} ${name.padEnd(22)} ${seconds.toFixed(1)}s`);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
