import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { newestMtime } from './mtime.mjs';

/*
 * A fresh shop spends most of its first minute seeding the catalogue (244 plans, 1,220 variants,
 * billing regions, search index): about 55 of the 72 seconds here. Tests and benchmarks start
 * a fresh shop seven times in one `npm test`, so the first fresh start of a build keeps a copy of
 * its seeded SQLite database and assets under .tmp/seeded-database/, and the next fresh starts of
 * the same build and seed begin from that copy: the same rows a new seed would write. The first
 * start of every run from a clean clone still seeds for real, and `npm start` always does.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const templateDir = path.join(repoRoot, '.tmp/seeded-database');
const DATABASE_FILE = 'shop.sqlite';
const ASSETS_FOLDER = 'assets';
/** Settings that make a seed differ from the default one: such starts seed for themselves. */
const SEED_CHANGING_SETTINGS = ['DATABASE_URL', 'SEED_DATA_DIR', 'SUPERADMIN_USERNAME', 'SUPERADMIN_PASSWORD'];
/** Jobs the seed queued (search index, collection filters) must be done before the copy is taken. */
const QUEUE_IDLE_TIMEOUT_MS = 30_000;

const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));

/** What the seed depends on: the backend's build and the seed data. */
function seedKey() {
  const build = path.join(repoRoot, 'backend/dist/index.js');
  if (!existsSync(build)) return undefined;
  return `${statSync(build).mtimeMs}:${newestMtime(path.join(repoRoot, 'backend/seed'))}`;
}

/** Whether a backend started on `dir` with `env` would seed the default catalogue from nothing. */
export function seedsDefaultCatalogue(dir, env) {
  return !existsSync(path.join(dir, DATABASE_FILE)) && SEED_CHANGING_SETTINGS.every((name) => !env[name]);
}

/** Copies the kept seeded database into `dir`; false when there is none for this build and seed. */
export async function copySeededDatabase(dir) {
  const key = seedKey();
  const keyFile = path.join(templateDir, 'key');
  if (!key || !existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key) return false;
  try {
    await cp(path.join(templateDir, DATABASE_FILE), path.join(dir, DATABASE_FILE));
    await cp(path.join(templateDir, ASSETS_FOLDER), path.join(dir, ASSETS_FOLDER), { recursive: true });
    return true;
  } catch {
    // Replaced by another run while copying: this start seeds for itself.
    await rm(path.join(dir, DATABASE_FILE), { force: true });
    await rm(path.join(dir, ASSETS_FOLDER), { recursive: true, force: true });
    return false;
  }
}

/**
 * Keeps the database a backend running on `dir` has just seeded. An online backup (SQLite's
 * backup API) is consistent while the backend writes; it is taken once the job queue is idle, and
 * the copy keeps no finished jobs or task locks of the process that made it.
 */
export async function keepSeededDatabase(dir) {
  const key = seedKey();
  if (!key) return;
  const Database = requireFromRoot('better-sqlite3');
  // One name per keeper: the fuzzer starts two shops in one process, and both may keep their copy at once.
  const partial = `${templateDir}.${process.pid}.${randomUUID()}.partial`;
  await mkdir(partial, { recursive: true });
  try {
    const live = new Database(path.join(dir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    try {
      if (!(await queueIdle(live))) return;
      await live.backup(path.join(partial, DATABASE_FILE));
    } finally {
      live.close();
    }
    const copy = new Database(path.join(partial, DATABASE_FILE));
    try {
      copy.exec(`DELETE FROM job_record; DELETE FROM session; UPDATE scheduled_task_record SET lockedAt = NULL;`);
    } finally {
      copy.close();
    }
    await cp(path.join(dir, ASSETS_FOLDER), path.join(partial, ASSETS_FOLDER), { recursive: true });
    await writeFile(path.join(partial, 'key'), key);
    await rm(templateDir, { recursive: true, force: true });
    // Another keeper may have put its copy of the same seed in place since: theirs is as good.
    await rename(partial, templateDir).catch((error) => {
      if (error?.code !== 'ENOTEMPTY' && error?.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

async function queueIdle(database) {
  const unfinished = database.prepare(`SELECT count(*) AS count FROM job_record WHERE state IN ('PENDING', 'RUNNING', 'RETRYING')`);
  for (const deadline = Date.now() + QUEUE_IDLE_TIMEOUT_MS; Date.now() < deadline; await sleep(250)) {
    if (unfinished.get().count === 0) return true;
  }
  return false;
}
