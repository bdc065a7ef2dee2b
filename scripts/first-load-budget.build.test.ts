import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { EAGER_COMPILE_HINT } from '../storefront/vite/first-load-chunks';
import { checkFirstLoadBudgets, chunkName, clientBuildDir, FIRST_LOAD_BUDGETS, firstLoadJs, type FirstLoad } from './lib/first-load-js.mjs';

/*
 * Issue 17's size budget, on the storefront's real client build (run after it is built: the
 * `build` project, a step of `npm test` after "build the shop"). Deterministic: the same build
 * gives the same bytes. Lighthouse's figures are bench:web's (`npm run bench:web`).
 */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a failure prints: the page's chunks, largest first, so the change that grew it shows. */
function breakdown(result: FirstLoad): string {
  return result.chunks.map((chunk) => `  ${kb(chunk.gzip).padStart(9)}  ${chunkName(chunk.url)}`).join('\n');
}

describe('first-load JavaScript of the storefront build (gzip)', () => {
  const results = checkFirstLoadBudgets();

  it.each(results.map((result) => [result.page, result] as const))('%s stays within its budget', (_page, result) => {
    expect(
      result.gzip,
      `${result.page} (${result.path}) loads ${kb(result.gzip)} of JavaScript before hydration, over its ${result.budgetKb} KB:\n${breakdown(result)}`,
    ).toBeLessThanOrEqual(result.budgetKb * 1024);
  });

  it('counts every route the address renders, the root and its layout first', () => {
    expect(results.find((result) => result.page === 'product')?.routes).toEqual([
      'root',
      'layouts/default-layout',
      'routes/locale',
      'product',
    ]);
    expect(results.find((result) => result.page === 'checkout')?.routes).toEqual(['root', 'layouts/checkout-layout', 'checkout']);
  });

  it('finds a page over a budget too small for it', () => {
    const [tight] = checkFirstLoadBudgets({ budgets: [{ page: 'home', path: '/en', budgetKb: 1 }] });
    expect(tight?.overBudget).toBe(true);
  });

  it('starts no machine before hydration: XState is in no first load but the checkout’s', () => {
    // The app-wide machines start once the page is hydrated (lib/react/deferred-actor-context.tsx);
    // XState's init event names the chunk that holds its interpreter.
    for (const { page, path: pagePath } of FIRST_LOAD_BUDGETS.filter((budget) => budget.page !== 'checkout')) {
      const withXState = firstLoadJs(pagePath)
        .chunks.filter((chunk) => readFileSync(path.join(clientBuildDir, chunk.url), 'utf8').includes('xstate.init'))
        .map((chunk) => chunkName(chunk.url));
      expect(withXState, page).toEqual([]);
    }
  });

  it('leaves out the parts that load when needed', () => {
    // The side panels, the review modal and Markdown's parser are dynamic imports: no page preloads them.
    for (const { path } of FIRST_LOAD_BUDGETS) {
      const names = firstLoadJs(path).chunks.map((chunk) => chunkName(chunk.url));
      expect(names, path).not.toContain('side-panel-contents.js');
      expect(names, path).not.toContain('review-modal-dialog.js');
    }
  });

  it('has V8 compile the chunks every page runs as they load, and no other', () => {
    // storefront/vite/first-load-chunks.ts: the hint works only as a file's first line.
    const hinted = ['react.js', 'shell.js', 'default-layout-shell.js'];
    const home = firstLoadJs('/en').chunks.map((chunk) => chunkName(chunk.url));
    expect(home).toEqual(expect.arrayContaining(hinted));
    const assets = path.join(clientBuildDir, 'assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      if (hinted.includes(chunkName(file))) expect(code.startsWith(`${EAGER_COMPILE_HINT}\n`), file).toBe(true);
      else expect(code.includes(EAGER_COMPILE_HINT), file).toBe(false);
    }
  });
});
