import type { ChildProcess } from 'node:child_process';

export declare function freePort(): Promise<number>;
/** What `startNodeProcess` needs; `startProcess` takes the command as well. */
export interface ProcessOptions {
  name: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  readyPattern: RegExp;
  timeoutMs?: number;
  log?: boolean;
  /** Every line of the process's output is appended here too, printed or not. */
  logFile?: string;
}
export interface StartedProcess {
  child: ChildProcess;
  match: RegExpExecArray;
  stop(): Promise<void>;
}
export declare function startNodeProcess(options: ProcessOptions): Promise<StartedProcess>;
export declare function startProcess(options: ProcessOptions & { command: string }): Promise<StartedProcess>;
export declare function stopOnSignals(what: string, stopAll: () => Promise<void>): { stop(): Promise<void>; stopping(): boolean };
export declare function run(command: string, args: string[], options?: { cwd?: string; env?: Record<string, string> }): Promise<number>;
