import type { ChildProcess } from 'node:child_process';

/** A port, or an environment variable's reference (`${SERVER_1_PORT}`) HAProxy expands. */
type Port = number | string;

export interface BalancedTier {
  name: string;
  port: Port;
  instances: Array<{ name: string; port: Port }>;
  /** With no instance ready, send requests to the live ones (`/health`) rather than answer HAProxy's 503. */
  fallbackToLive?: boolean;
}

export interface PublicFront {
  httpPort: Port;
  httpsPort: Port;
  /** A PEM file (certificate and key), or a folder of them. */
  certificates: string;
  /** Path prefixes that go to the backend tier (webhooks, the dashboard); the rest to the shop tier. */
  backendPaths: string[];
  shopTier: string;
  backendTier: string;
}

export declare function haproxyConfig(tiers: BalancedTier[], publicFront?: PublicFront): string;
export declare function startHaproxy(options: {
  dir: string;
  tiers: BalancedTier[];
  log?: boolean;
}): Promise<{ child: ChildProcess; match: RegExpExecArray; stop(): Promise<void> }>;
