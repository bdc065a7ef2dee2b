import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Debian's PostgreSQL for the shop's scale path (docs/toolchain.md pitfall 7): its binaries are
 * off PATH, it refuses to run as root, and it must listen on loopback only, on a private port and
 * socket directory, so it never meets a system cluster. Used by the PostgreSQL proof of `npm test`
 * and by `npm run start:cluster`.
 */

/** The newest installed PostgreSQL's bin directory, or undefined when none is installed. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin/initdb')) && existsSync(path.join(root, version, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const runningAsRoot = process.getuid?.() === 0;

/** Runs one PostgreSQL tool (as the postgres user when we are root); its stdout, or throws with its stderr. */
function pg(bin, tool, args) {
  const command = path.join(bin, tool);
  const [file, argv] = runningAsRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * As root, PostgreSQL runs as the postgres user, which must pass through every folder above its
 * own: a temporary folder (mode 0700) gets the others' search bit, nothing more.
 */
function letPostgresThrough(dir) {
  for (let folder = path.dirname(dir); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const { mode } = statSync(folder);
    if ((mode & 0o001) === 0) chmodSync(folder, mode | 0o001);
  }
}

/** Fast shutdown through pg_ctl; if that fails, signal the postmaster named in postmaster.pid. */
function stopPostgres(bin, dataDir) {
  try {
    pg(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  } catch {
    const pidFile = path.join(dataDir, 'postmaster.pid');
    try {
      if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      // already gone
    }
  }
}

/**
 * Starts a PostgreSQL server whose files live under `dir` (`pgdata/`, `socket/`), creating the
 * cluster and `database` on first use and keeping them for the next start. Resolves with its
 * connection URL and `stop()`.
 */
export async function startPostgres({ bin, dir, port, database }) {
  const dataDir = path.join(dir, 'pgdata');
  const socketDir = path.join(dir, 'socket');
  mkdirSync(socketDir, { recursive: true });
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (runningAsRoot) {
    letPostgresThrough(dir);
    spawnSync('chown', ['-R', 'postgres:', dir]);
  }
  if (fresh) pg(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir}`;
  pg(bin, 'pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
  try {
    if (fresh) pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    stopPostgres(bin, dataDir);
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      stopPostgres(bin, dataDir);
    },
  };
}
