#!/usr/bin/env node
// `npm run bench:search` (after `npx tsc -p backend`): starts the backend on a fresh database, then asks the
// Shop API's destinationSuggestions (the search bar's query) for terms typed in the 8 shop languages, one request
// at a time, and prints p50/p95/max of the loopback round trip and of the server's own time (its Server-Timing
// header). Budget (issue #3): server-side p95 ≤ 30 ms. Exits 1 when over budget or when a term finds the wrong
// destination. BENCH_REQUESTS (default 400) and BENCH_BACKEND_PORT (default: a free port) adjust the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { freePort } from '../scripts/lib/processes.mjs';
import { repoRoot, startBackend, temporaryDataDir } from '../scripts/lib/shop.mjs';

import { formatLatency, latencySummary } from './support/figures.mjs';

const BUDGET_P95_MS = 30;
const WARM_UP = 60;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);

/** [Vendure language code, term, flag code expected first (or null: whatever it answers, possibly nothing)] */
const TERMS = [
  ['en', 'fra', 'fr'],
  ['en', 'germany', 'de'],
  ['en', 'states', 'us'],
  ['en', 'zeal', 'nz'],
  ['en', 'usa', 'us'],
  ['en', 'uk', 'gb'],
  ['en', 'uae', 'ae'],
  ['en', 'guinea', 'gn'],
  ['en', 'south', null],
  ['fr', 'fra', 'fr'],
  ['fr', 'etats', 'us'],
  ['fr', 'allem', 'de'],
  ['fr', 'royaume', 'gb'],
  ['es', 'espa', 'es'],
  ['es', 'espana', 'es'],
  ['es', 'alema', 'de'],
  ['es', 'japon', 'jp'],
  ['it', 'germ', 'de'],
  ['it', 'stati', 'us'],
  ['it', 'giapp', 'jp'],
  ['de', 'deutsch', 'de'],
  ['de', 'österr', 'at'],
  ['de', 'vereinigte', 'ae'],
  ['de', 'schweiz', 'ch'],
  ['nl', 'duits', 'de'],
  ['nl', 'verenigde', 'ae'],
  ['nl', 'holland', 'nl'],
  ['ja', 'ドイツ', 'de'],
  ['ja', '日本', 'jp'],
  ['ja', 'germany', 'de'],
  ['ja', 'アメリカ', 'us'],
  ['zh_Hant', '法國', 'fr'],
  ['zh_Hant', '日本', 'jp'],
  ['zh_Hant', '美國', 'us'],
  ['en', '<script>alert(1)</script>', null],
  ['en', 'x'.repeat(1000), null],
];

const QUERY = 'query Suggest($term: String!) { destinationSuggestions(term: $term) { productId slug name flagCode planType } }';

async function suggest(shopApi, [language, term]) {
  const startedAt = performance.now();
  const response = await fetch(`${shopApi}?languageCode=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, variables: { term } }),
  });
  const body = await response.json();
  const roundTripMs = performance.now() - startedAt;
  const serverMs = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  if (body.errors) throw new Error(`"${term.slice(0, 40)}" (${language}): ${JSON.stringify(body.errors)}`);
  return { roundTripMs, serverMs, suggestions: body.data.destinationSuggestions };
}

const data = await temporaryDataDir();
const port = Number(process.env.BENCH_BACKEND_PORT ?? (await freePort()));
console.log(`bench:search: starting the backend on a fresh database (port ${port}; the first start seeds the catalogue)…`);
const startedAt = performance.now();
const backend = await startBackend({ dir: data.dir, port, storefrontOrigin: 'http://127.0.0.1:1', log: false });
console.log(`bench:search: backend ready after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
const shopApi = `${backend.url}/shop-api`;

let exitCode = 0;
try {
  const wrong = [];
  for (const entry of TERMS) {
    const [language, term, expected] = entry;
    const { suggestions } = await suggest(shopApi, entry);
    if (expected && suggestions[0]?.flagCode !== expected) {
      wrong.push(`"${term}" (${language}): first ${suggestions[0]?.flagCode ?? 'nothing'}, expected ${expected}`);
    }
  }
  for (let i = 0; i < WARM_UP; i += 1) await suggest(shopApi, TERMS[i % TERMS.length]);

  const roundTrips = [];
  const serverTimes = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const { roundTripMs, serverMs } = await suggest(shopApi, TERMS[i % TERMS.length]);
    roundTrips.push(roundTripMs);
    if (Number.isFinite(serverMs)) serverTimes.push(serverMs);
  }

  const server = serverTimes.length === REQUESTS ? latencySummary(serverTimes) : undefined;
  const roundTrip = latencySummary(roundTrips);
  console.log(`\ndestinationSuggestions, ${REQUESTS} sequential requests over ${TERMS.length} terms in 8 languages`);
  console.log(`  server (Server-Timing)  ${server ? formatLatency(server, 1) : 'header missing'}`);
  console.log(`  round trip (loopback)   ${formatLatency(roundTrip, 1)}`);
  const p95 = server?.p95 ?? roundTrip.p95;
  const verdict = p95 <= BUDGET_P95_MS ? 'within' : 'OVER';
  console.log(`  budget: server p95 ≤ ${BUDGET_P95_MS} ms → ${verdict} budget`);
  if (wrong.length > 0) console.log(`  wrong first suggestions:\n    ${wrong.join('\n    ')}`);
  if (verdict === 'OVER' || wrong.length > 0) exitCode = 1;

  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'search.json'),
    `${JSON.stringify({ date: new Date().toISOString(), requests: REQUESTS, server, roundTrip, budgetP95Ms: BUDGET_P95_MS, wrong }, null, 2)}\n`,
  );
} catch (error) {
  console.error(`bench:search: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await backend.stop();
  await data.remove();
}
process.exit(exitCode);
