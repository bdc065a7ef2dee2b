import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import Database from 'better-sqlite3';

import type { DatabaseSettings } from '../env';

const run = promisify(execFile);

/** What a backup holds: the database and the two folders of files the database points at. */
export interface ShopData {
  database: DatabaseSettings;
  /** Vendure's assets (product images). */
  assetsDir: string;
  /** Contact attachments and review pictures. */
  uploadsDir: string;
}

/** Written last in a backup set: a set without it is incomplete and never restored. */
interface Manifest {
  format: 1;
  createdAt: string;
  database: DatabaseSettings['type'];
  databaseFile: string;
  databaseBytes: number;
  assetFiles: number;
  uploadFiles: number;
}

export interface BackupReport extends Manifest {
  dir: string;
  ms: number;
}

const MANIFEST = 'manifest.json';
const SET_PREFIX = 'shop-';
/** pg_dump and pg_restore of a large shop take minutes; an hour means something hangs. */
const TOOL_TIMEOUT_MS = 60 * 60 * 1000;

/** `shop-2026-12-03T03-00-00-000Z`: sorts by time, and is a valid folder name everywhere. */
function setName(now: Date): string {
  return `${SET_PREFIX}${now.toISOString().replace(/[:.]/g, '-')}`;
}

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

async function copyFolder(from: string, to: string): Promise<number> {
  if (!existsSync(from)) return 0;
  await cp(from, to, { recursive: true, errorOnExist: true, force: false });
  return countFiles(to);
}

/**
 * One consistent backup of a running shop into a new folder of `backupDir`: SQLite by `VACUUM
 * INTO` (a consistent copy while the shop writes), PostgreSQL through `pg_dump`'s
 * custom format (one snapshot), then the assets and uploads. Written under a `.partial` name and
 * renamed once complete, so a set that exists is whole.
 */
export async function makeBackup(data: ShopData, backupDir: string, { now = new Date(), pgDump = 'pg_dump' } = {}): Promise<BackupReport> {
  const started = performance.now();
  const name = setName(now);
  const partial = path.join(backupDir, `${name}.partial`);
  const dir = path.join(backupDir, name);
  await mkdir(partial, { recursive: true });
  try {
    let databaseFile: string;
    if (data.database.type === 'sqlite') {
      databaseFile = 'shop.sqlite';
      const source = new Database(data.database.file, { readonly: true, fileMustExist: true });
      try {
        // One read transaction: a consistent, compacted copy while the shop goes on writing (WAL),
        // where the page-by-page backup API starts again after every write of another process.
        source.exec(`VACUUM INTO '${path.join(partial, databaseFile).replaceAll("'", "''")}'`);
      } finally {
        source.close();
      }
    } else {
      databaseFile = 'shop.pgdump';
      await run(
        pgDump,
        ['--format=custom', '--no-owner', '--no-privileges', '--file', path.join(partial, databaseFile), '--dbname', data.database.url],
        {
          timeout: TOOL_TIMEOUT_MS,
        },
      );
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: data.database.type,
      databaseFile,
      databaseBytes: (await stat(path.join(partial, databaseFile))).size,
      assetFiles: await copyFolder(data.assetsDir, path.join(partial, 'assets')),
      uploadFiles: await copyFolder(data.uploadsDir, path.join(partial, 'uploads')),
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { ...manifest, dir, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backup sets in `backupDir`, newest first. */
export async function listBackups(backupDir: string): Promise<string[]> {
  if (!existsSync(backupDir)) return [];
  const entries = await readdir(backupDir, { withFileTypes: true });
  const sets = entries.filter((entry) => entry.isDirectory() && entry.name.startsWith(SET_PREFIX) && !entry.name.endsWith('.partial'));
  return sets
    .map((entry) => entry.name)
    .sort()
    .reverse()
    .map((name) => path.join(backupDir, name));
}

/** Deletes all but the newest `keep` sets, and what an interrupted backup left; the sets deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const removed = (await listBackups(backupDir)).slice(keep);
  const entries = existsSync(backupDir) ? await readdir(backupDir) : [];
  const leftovers = entries
    .filter((name) => name.startsWith(SET_PREFIX) && name.endsWith('.partial'))
    .map((name) => path.join(backupDir, name));
  for (const dir of [...removed, ...leftovers]) await rm(dir, { recursive: true, force: true });
  return removed;
}

async function readManifest(setDir: string): Promise<Manifest> {
  const text = await readFile(path.join(setDir, MANIFEST), 'utf8').catch(() => {
    throw new Error(`${setDir} is not a complete backup set (no ${MANIFEST})`);
  });
  const manifest = JSON.parse(text) as Partial<Manifest>;
  if (manifest.format !== 1 || (manifest.database !== 'sqlite' && manifest.database !== 'postgres') || !manifest.databaseFile)
    throw new Error(`${setDir}/${MANIFEST} is not a backup manifest this shop reads`);
  return manifest as Manifest;
}

/**
 * Restores a backup set into an empty shop (stopped): a new SQLite file, or an empty PostgreSQL
 * database (`pg_restore` in one transaction: a failure leaves it empty), and the assets and uploads
 * into their folders. Refuses to overwrite anything: a restore never mixes two shops.
 */
export async function restoreBackup(
  setDir: string,
  target: ShopData,
  { pgRestore = 'pg_restore' } = {},
): Promise<Manifest & { ms: number }> {
  const started = performance.now();
  const manifest = await readManifest(setDir);
  if (manifest.database !== target.database.type)
    throw new Error(`${setDir} holds a ${manifest.database} database; the target is ${target.database.type}`);
  const dump = path.join(setDir, manifest.databaseFile);
  if (target.database.type === 'sqlite') {
    if (existsSync(target.database.file)) throw new Error(`${target.database.file} exists: restore into a new file`);
    await mkdir(path.dirname(target.database.file), { recursive: true });
    await cp(dump, target.database.file, { errorOnExist: true, force: false });
  } else {
    await run(
      pgRestore,
      ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', '--dbname', target.database.url, dump],
      {
        timeout: TOOL_TIMEOUT_MS,
      },
    );
  }
  for (const [folder, into] of [
    ['assets', target.assetsDir],
    ['uploads', target.uploadsDir],
  ] as const) {
    const from = path.join(setDir, folder);
    if (!existsSync(from)) continue;
    if (existsSync(into) && (await readdir(into)).length > 0) throw new Error(`${into} is not empty: restore into an empty folder`);
    await cp(from, into, { recursive: true, errorOnExist: true, force: false });
  }
  return { ...manifest, ms: Math.round(performance.now() - started) };
}
