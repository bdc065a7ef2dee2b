import type { ChildProcess } from 'node:child_process';

export declare function freePort(): Promise<number>;
export declare function startNodeProcess(options: {
  name: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  readyPattern: RegExp;
  timeoutMs?: number;
  log?: boolean;
}): Promise<{ child: ChildProcess; match: RegExpExecArray; stop(): Promise<void> }>;
export declare function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  readyPattern: RegExp;
  timeoutMs?: number;
  log?: boolean;
}): Promise<{ child: ChildProcess; match: RegExpExecArray; stop(): Promise<void> }>;
export declare function run(command: string, args: string[], options?: { cwd?: string; env?: Record<string, string> }): Promise<number>;
