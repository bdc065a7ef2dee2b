import type { ChildProcess } from 'node:child_process';

export interface BalancedTier {
  name: string;
  port: number;
  instances: Array<{ name: string; port: number }>;
  /** With no instance ready, send requests to the live ones (`/health`) rather than answer HAProxy's 503. */
  fallbackToLive?: boolean;
}

export declare function haproxyConfig(tiers: BalancedTier[]): string;
export declare function startHaproxy(options: {
  dir: string;
  tiers: BalancedTier[];
  log?: boolean;
}): Promise<{ child: ChildProcess; match: RegExpExecArray; stop(): Promise<void> }>;
