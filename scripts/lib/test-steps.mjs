// The steps of `npm test` and `npm run test:quick`: each step's tests counted from its report,
// its seconds kept, and one summary at the end.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { bin } from './build.mjs';
import { capturedOutput, run } from './processes.mjs';
import { repoRoot } from './shop.mjs';

const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');

export function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Steps whose reports go to `reportsDir` (emptied first). */
export function testSteps(reportsDir) {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const steps = [];
  // What failed, repeated under the summary: CI keeps only the tail of a run's output.
  const failures = [];

  const startedAt = Date.now();
  /** Set inside `together`: steps of a lane capture their output and print it whole when they end. */
  const lane = new AsyncLocalStorage();

  /** Runs one step; a step that fails without a report still counts as one failed test. */
  async function step(name, action, countTests) {
    const side = lane.getStore();
    const chunks = [];
    console.log(side ? `\n━━ ${name}: started beside ${side}, its output follows when it ends` : `\n━━ ${name}`);
    const started = Date.now();
    const code = side ? await capturedOutput.run(chunks, action) : await action();
    if (side) {
      console.log(`\n━━ ${name} (ran beside ${side})`);
      process.stdout.write(Buffer.concat(chunks));
    }
    const { failedTests = [], ...counted } = countTests?.() ?? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
    if (code !== 0 && counted.failed === 0) counted.failed = 1;
    for (const test of failedTests) explain(name, test);
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    totals.skipped += counted.skipped;
    steps.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, side: Boolean(side), ...counted });
    return code === 0;
  }

  /** Says why a step failed, under the summary. */
  function explain(stepName, why) {
    failures.push(`${stepName}: ${why.length > 800 ? `${why.slice(0, 800)}…` : why}`);
  }

  /**
   * Runs lanes (async functions that call `step` in turn) at the same time. Most steps keep one
   * core busy (tsc, ESLint, Vite, one Vitest worker, one Vendure process), so two lanes use both
   * cores of the machine. Resolves with each lane's result.
   */
  function together(lanes) {
    const names = Object.keys(lanes);
    return Promise.all(names.map((name) => lane.run(names.filter((other) => other !== name).join(', '), lanes[name])));
  }

  /** A Vitest project as a step's action and counter; `extraArgs` such as `--changed`. */
  function vitestProject(project, extraEnv = {}, extraArgs = []) {
    const report = path.join(reportsDir, `vitest-${project}.json`);
    return [
      () =>
        run(
          process.execPath,
          [vitest, 'run', '--project', project, ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
          { cwd: repoRoot, env: extraEnv },
        ),
      () => {
        const result = readJson(report);
        return result
          ? {
              passed: result.numPassedTests,
              failed: result.numFailedTests,
              skipped: result.numPendingTests + result.numTodoTests,
              failedTests: failedVitestTests(result),
            }
          : undefined;
      },
    ];
  }

  /** Prints the summary (seconds per step) and exits 0 only when every step passed. */
  function finish() {
    console.log('\n━━ summary');
    for (const { name, ok, seconds, side, passed, failed } of steps) {
      console.log(
        `${ok ? '✓' : '✗'} ${side ? '‖' : ' '} ${name.padEnd(40)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  ${seconds.toFixed(1)}s`,
      );
    }
    if (failures.length > 0) console.log(`\n━━ what failed\n${failures.map((line) => `✗ ${line}`).join('\n')}`);
    // Steps marked ‖ ran side by side: the total is the clock's, not the sum of the steps.
    const minutes = (Date.now() - startedAt) / 60_000;
    console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${minutes.toFixed(1)} min)`);
    process.exit(totals.failed === 0 && steps.every((entry) => entry.ok) ? 0 : 1);
  }

  return { step, together, vitestProject, finish, explain };
}

/** Each failed test of a Vitest JSON report: its file, name and what its error says. */
function failedVitestTests(result) {
  return (result.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${path.relative(repoRoot, file.name)} › ${test.fullName} — ${errorSummary(test.failureMessages?.[0])}`)
      .concat(
        file.status === 'failed' && (file.assertionResults ?? []).length === 0
          ? [`${path.relative(repoRoot, file.name)} — ${String(file.message ?? '').split('\n')[0]}`]
          : [],
      ),
  );
}

/** Lines of an error's heading that ends in a colon (the pictures that differ), not of its stack. */
const LISTED_LINES = 5;

/**
 * An error's first line; when that line ends in a colon, with the indented lines it introduces
 * (which picture differed, by how many pixels and where), since CI keeps only the summary.
 */
export function errorSummary(failureMessage) {
  const [heading = '', ...rest] = String(failureMessage ?? '').split('\n');
  if (!heading.trimEnd().endsWith(':')) return heading;
  const listed = [];
  for (const line of rest.slice(0, LISTED_LINES)) {
    if (!/^\s+\S/.test(line) || /^\s+at /.test(line)) break;
    listed.push(line.trim());
  }
  return [heading, ...listed].join(' ');
}

/**
 * React Router's route types (`./+types/<route>`), which tsc and knip read: written once before
 * the steps that read them run side by side, so no step reads them while another rewrites them.
 */
export function routeTypes() {
  return run(process.execPath, [bin.reactRouter, 'typegen'], { cwd: path.join(repoRoot, 'storefront') });
}

/** Every TypeScript project of the repository (the same list as `npm run typecheck`), after `routeTypes`. */
export async function typecheck() {
  let failed = 0;
  for (const project of ['tsconfig.json', 'backend', 'backend/tsconfig.test.json', 'backend/sandbox/card-acquirer/hosted-fields']) {
    // Checking the backend is most of building it (the same `tsc -p backend` as buildAll): it
    // emits, so the build step that follows finds backend/dist up to date instead of checking again.
    const emits = project === 'backend';
    const code = await run(process.execPath, [bin.tsc, '-p', project, ...(emits ? [] : ['--noEmit'])], { cwd: repoRoot });
    failed ||= code;
  }
  return failed;
}
