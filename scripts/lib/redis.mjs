import { mkdirSync } from 'node:fs';

import { startProcess } from './processes.mjs';

const SETTINGS = {
  bind: '127.0.0.1',
  appendonly: 'yes',
  appendfsync: 'everysec',
  save: '',
  daemonize: 'no',
  // BullMQ's advice: never evict keys (a job would vanish), fail writes instead.
  'maxmemory-policy': 'noeviction',
};

/**
 * Debian's Redis on loopback, its data under `dir`: the append-only file is written every second
 * and read back on a restart, so the job queue's jobs outlive a Redis restart (issue 18). In the
 * foreground, so the cluster's supervisor sees it exit.
 */
export function startRedis({ dir, port, log = true }) {
  mkdirSync(dir, { recursive: true });
  return startProcess({
    name: 'redis',
    command: 'redis-server',
    args: Object.entries({ ...SETTINGS, port: String(port), dir }).flatMap(([setting, value]) => [`--${setting}`, value]),
    log,
    readyPattern: /Ready to accept connections/,
    timeoutMs: 30_000,
  });
}
