#!/usr/bin/env node
// Proves the backend's PostgreSQL path end to end: a throw-away PostgreSQL server, a fresh
// database, the built backend migrating and seeding it, and the Shop API answering from it.
// Usage: npx tsc -p backend && node scripts/test-postgres.mjs
// Everything listens on 127.0.0.1 only and is removed again, also on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { findPostgresBin, startPostgres } from './lib/postgres.mjs';
import { freePort } from './lib/processes.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BACKEND_ENTRY = path.join(REPO_ROOT, 'backend/dist/index.js');
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;
const DATABASE = 'esim_shop_test';

function waitForExit(child, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

function waitForReady(child, output) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no BACKEND_READY within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        const match = /^BACKEND_READY (\S+)$/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      }
    });
    child.stderr.on('data', (chunk) => output.push(...String(chunk).split('\n')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`backend exited with code ${code} before it was ready`));
    });
  });
}

async function shopQuery(baseUrl, query, languageCode = 'en') {
  const response = await fetch(`${baseUrl}/shop-api?languageCode=${languageCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const CHECKS = [
  [
    'product "france" has variants',
    async (baseUrl) => {
      const { product } = await shopQuery(baseUrl, '{ product(slug: "france") { name variants { sku } } }');
      if (product?.name !== 'France eSIM') throw new Error(`unexpected product ${JSON.stringify(product)}`);
      if (!product.variants.some((variant) => variant.sku.startsWith('FR-'))) throw new Error('no FR- variant');
    },
  ],
  [
    'search lists local eSIMs',
    async (baseUrl) => {
      const { search } = await shopQuery(
        baseUrl,
        '{ search(input: { collectionSlug: "local-esims", groupByProduct: true }) { totalItems } }',
      );
      if (!(search.totalItems > 0)) throw new Error(`totalItems ${search.totalItems}`);
    },
  ],
  [
    'a search term goes through the destination matcher (日本 in ja; guinea sorted by name, counted by region)',
    async (baseUrl) => {
      const { search: japan } = await shopQuery(
        baseUrl,
        '{ search(input: { term: "日本", groupByProduct: true }) { totalItems items { productName } } }',
        'ja',
      );
      if (japan.totalItems !== 1 || japan.items[0]?.productName !== '日本 eSIM') throw new Error(`日本: ${JSON.stringify(japan)}`);
      const { search: guinea } = await shopQuery(
        baseUrl,
        '{ search(input: { term: "guinea", groupByProduct: true, sort: { name: DESC } }) { totalItems items { productName } facetValues { count facetValue { code facet { code } } } } }',
      );
      // the middle two's order depends on the database's collation (space or hyphen first)
      const names = guinea.items.map((item) => item.productName);
      if (names.length !== 4 || names[0] !== 'Papua New Guinea eSIM' || names[3] !== 'Equatorial Guinea eSIM') {
        throw new Error(`guinea: ${JSON.stringify(names)}`);
      }
      const africa = guinea.facetValues.find((value) => value.facetValue.facet.code === 'region' && value.facetValue.code === 'africa');
      if (africa?.count !== 3) throw new Error(`guinea's africa count: ${JSON.stringify(africa)}`);
    },
  ],
];

async function main() {
  const bin = findPostgresBin();
  if (!bin) {
    console.log('postgres: skipped (binaries missing)');
    return 0;
  }
  if (!existsSync(BACKEND_ENTRY)) {
    console.error(`postgres: ${path.relative(REPO_ROOT, BACKEND_ENTRY)} missing, build with: npx tsc -p backend`);
    return 1;
  }

  const tempDir = mkdtempSync(path.join(tmpdir(), 'esim-pg-'));
  let backend;
  let postgres;

  let interrupted = false;
  let cleanedUp;
  /** Idempotent: the SIGINT handler and the normal path may both call it. */
  const cleanup = () => {
    cleanedUp ??= (async () => {
      if (backend && backend.exitCode === null && backend.signalCode === null) {
        backend.kill('SIGKILL');
        await waitForExit(backend, 5_000);
      }
      await postgres?.stop();
      rmSync(tempDir, { recursive: true, force: true });
    })();
    return cleanedUp;
  };
  process.once('SIGINT', () => {
    interrupted = true;
    console.log('postgres: interrupted, cleaning up');
    cleanup().finally(() => process.exit(130));
  });

  const output = [];
  let passed = 0;
  let failed = 0;
  try {
    const pgPort = await freePort();
    const backendPort = await freePort();
    postgres = await startPostgres({ bin, dir: path.join(tempDir, 'postgres'), port: pgPort, database: DATABASE });

    const startedAt = Date.now();
    backend = spawn(process.execPath, [BACKEND_ENTRY], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: postgres.url,
        BACKEND_HOST: '127.0.0.1',
        BACKEND_PORT: String(backendPort),
        ASSETS_DIR: path.join(tempDir, 'assets'),
        MAILBOX_DIR: path.join(tempDir, 'mailbox'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const baseUrl = await waitForReady(backend, output);
    console.log(`postgres: backend ready on PostgreSQL in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    for (const [name, check] of CHECKS) {
      try {
        await check(baseUrl);
        passed++;
        console.log(`  ok   ${name}`);
      } catch (error) {
        failed++;
        console.log(`  FAIL ${name}: ${error.message}`);
      }
    }

    backend.kill('SIGTERM');
    const exitCode = await waitForExit(backend, STOP_TIMEOUT_MS);
    if (exitCode === 0) {
      passed++;
      console.log('  ok   backend stops cleanly on SIGTERM');
    } else {
      failed++;
      console.log(`  FAIL backend stops cleanly on SIGTERM: exit ${exitCode ?? 'timeout'}`);
    }
  } catch (error) {
    if (interrupted) return 130;
    failed++;
    console.log(`postgres: ${error.message}`);
    console.log(output.slice(-40).join('\n'));
  } finally {
    await cleanup();
  }
  console.log(`postgres: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
