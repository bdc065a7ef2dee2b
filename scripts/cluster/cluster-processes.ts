import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { inject } from 'vitest';

/** The pid the supervisor keeps for one process of the cluster (`server-1`, `storefront-2`, `worker`…). */
export const pidOf = (name: string) => Number(readFileSync(path.join(inject('cluster').pidDir, `${name}.pid`), 'utf8'));

/**
 * Whether a process is gone and reaped. Not its leader thread's zombie state: the other threads of a
 * Node process still hold its sockets open for a moment after it, and a connection made then is
 * one the dying process took.
 */
export const hasEnded = (pid: number) => !existsSync(`/proc/${pid}`);
