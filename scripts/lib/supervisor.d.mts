import type { ChildProcess } from 'node:child_process';

import type { SupervisedProcess } from './cluster.mjs';

export interface Backoff {
  firstMs: number;
  maxMs: number;
  stableMs: number;
}

export declare function backoffMs(failures: number, backoff?: Backoff): number;
export declare function supervise(options: {
  name: string;
  start(): Promise<{ child: ChildProcess; stop(): Promise<void> }>;
  log?: (line: string) => void;
  backoff?: Backoff;
  pidFile?: string;
}): Promise<SupervisedProcess>;
