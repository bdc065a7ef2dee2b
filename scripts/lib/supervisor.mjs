import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Keeps one process of the cluster running (issue 18): a process that exits without being asked
 * to is started again after a back-off that doubles on each quick failure (1 s, 2 s, 4 s… up to
 * 30 s) and starts over once a run lasted a minute, so a crash loop neither spins a core nor
 * waits long after a single crash.
 */

const BACKOFF = { firstMs: 1_000, maxMs: 30_000, stableMs: 60_000 };

/** The wait before the next start, after `failures` quick exits in a row (1 = the first). */
export function backoffMs(failures, backoff = BACKOFF) {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Starts a process with `start()` (which resolves once it is ready, with `{ child, stop }` as
 * `startProcess` does) and restarts it whenever it exits on its own. Resolves once the first start
 * is ready (a first start that fails rejects: a configuration mistake is not retried). `pid()` is
 * the current process's, `restarts` how many restarts were ready, `ready()` resolves when the next
 * (or current) run is up. With `pidFile`, the current pid is kept
 * there too, for an operator's (or a test's) `kill`.
 */
export async function supervise({ name, start, log = console.log, backoff = BACKOFF, pidFile }) {
  const started = async () => {
    const running = await start();
    if (pidFile) {
      mkdirSync(path.dirname(pidFile), { recursive: true });
      writeFileSync(pidFile, `${running.child.pid}\n`);
    }
    return running;
  };
  let current = await started();
  let stopping = false;
  let failures = 0;
  let restarts = 0;
  let waiters = [];
  let up = true;

  const watch = (running) => {
    const startedAt = Date.now();
    running.child.once('exit', (code, signal) => {
      if (stopping) return;
      up = false;
      failures = Date.now() - startedAt >= backoff.stableMs ? 1 : failures + 1;
      void restart(`${signal ?? `code ${code}`}`);
    });
  };

  const restart = async (why) => {
    while (!stopping) {
      const waitMs = backoffMs(failures, backoff);
      log(`[supervisor] ${name} exited (${why}); starting it again in ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      if (stopping) return;
      try {
        current = await started();
      } catch (error) {
        failures += 1;
        why = `start failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
        continue;
      }
      if (stopping) {
        await current.stop();
        return;
      }
      restarts += 1;
      up = true;
      log(`[supervisor] ${name} is back (pid ${current.child.pid}, restart ${restarts})`);
      watch(current);
      for (const resolve of waiters) resolve();
      waiters = [];
      return;
    }
  };

  watch(current);
  return {
    name,
    pid: () => current.child.pid,
    get restarts() {
      return restarts;
    },
    ready: () => (up ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    /** Stops it for good; resolves with how the process ended (a clean stop is code 0). */
    stop: async () => {
      stopping = true;
      await current.stop();
      if (pidFile) rmSync(pidFile, { force: true });
      return { code: current.child.exitCode, signal: current.child.signalCode };
    },
  };
}
