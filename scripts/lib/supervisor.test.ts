import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { startNodeProcess } from './processes.mjs';
import { backoffMs, supervise } from './supervisor.mjs';

const QUICK = { firstMs: 50, maxMs: 200, stableMs: 60_000 };

/** A real process that says it is up, then lives `lifeMs` (or until stopped) and exits with code 3. */
const shortLived = (lifeMs: number) => () =>
  startNodeProcess({
    name: 'probe',
    args: ['-e', `console.log('UP ' + process.pid); setTimeout(() => process.exit(3), ${lifeMs});`],
    log: false,
    readyPattern: /^UP (\d+)/,
    timeoutMs: 10_000,
  });

describe('the back-off between restarts', () => {
  it('doubles on each quick failure from 1 s, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => backoffMs(failures))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe('a supervised process', () => {
  it('is started again each time it exits on its own, with a new pid', async () => {
    const lines: string[] = [];
    const probe = await supervise({ name: 'probe', start: shortLived(100), log: (line: string) => lines.push(line), backoff: QUICK });
    const firstPid = probe.pid();
    await expect.poll(() => probe.restarts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await probe.ready();
    expect(probe.pid()).not.toBe(firstPid);
    expect(lines.some((line) => line.includes('probe exited (code 3); starting it again in 0.05 s'))).toBe(true);
    await probe.stop();
  });

  it('stays stopped once asked to stop, and is not started again', async () => {
    const probe = await supervise({ name: 'probe', start: shortLived(60_000), log: () => {}, backoff: QUICK });
    const pid = probe.pid() as number;
    // the probe has no SIGTERM handler of its own, so it ends by the signal
    expect(await probe.stop()).toEqual({ code: null, signal: 'SIGTERM' });
    expect(() => process.kill(pid, 0)).toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(probe.restarts).toBe(0);
  });

  it('is started again after kill -9, its pid file following it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
    const pidFile = path.join(dir, 'run', 'probe.pid');
    const pidInFile = () => Number(readFileSync(pidFile, 'utf8'));
    try {
      const probe = await supervise({ name: 'probe', start: shortLived(60_000), log: () => {}, backoff: QUICK, pidFile });
      const pid = probe.pid() as number;
      expect(pidInFile()).toBe(pid);
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => probe.restarts, { timeout: 10_000 }).toBe(1);
      expect(probe.pid()).not.toBe(pid);
      expect(pidInFile()).toBe(probe.pid());
      await probe.stop();
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
