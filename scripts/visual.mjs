#!/usr/bin/env node
// `npm run test:visual`: every story photographed and compared with its baseline (issue 19 point 4).
// `npm run test:visual -- --update` accepts the differences. Other arguments go to Playwright
// (e.g. `-g "CartPanel"` for one component). The report: `npx playwright show-report .tmp/visual-report`.
import { runVisualTests } from './lib/visual-tests.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const code = await runVisualTests({ update, extraArgs: args.filter((arg) => arg !== '--update') });
if (code !== 0 && !update) {
  console.log('\nDifferences: npx playwright show-report .tmp/visual-report · accept them: npm run test:visual -- --update');
}
process.exit(code);
