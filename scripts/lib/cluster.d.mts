export interface ClusterPorts {
  shop: number;
  backend: number;
  cardSandbox: number;
  paypalSandbox: number;
  storefronts: number[];
  servers: number[];
  workerHealth: number;
  postgres: number;
  redis: number;
}

export interface SupervisedProcess {
  name: string;
  pid(): number | undefined;
  readonly restarts: number;
  ready(): Promise<void>;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export declare const CLUSTER_PORTS: ClusterPorts;
export declare function freeClusterPorts(): Promise<ClusterPorts>;
export declare function startCluster(options: {
  dir: string;
  ports?: ClusterPorts;
  log?: boolean;
  backendEnv?: Record<string, string>;
  storefrontEnv?: Record<string, string>;
  paypalTestControls?: boolean;
  /** Where the worker's and servers' output is kept, `<name>.log`. */
  logDir?: string;
  /** The server (`server-1`) whose PostgreSQL connections go through a gate a test can close (tcp-gate.mjs). */
  databaseGateFor?: string;
}): Promise<{
  shopUrl: string;
  backendUrl: string;
  cardGatewayUrl: string;
  paypalUrl: string;
  workerHealthUrl: string;
  /** The gate's control address, with `databaseGateFor`. */
  databaseGateUrl: string | undefined;
  /** PostgreSQL's address, and the folders every server shares. */
  databaseUrl: string;
  assetsDir: string;
  uploadsDir: string;
  mailboxDir: string;
  processes: Record<string, SupervisedProcess>;
  /** Stops everything; resolves with the processes that did not end cleanly on SIGTERM (none: []). */
  stop(): Promise<string[]>;
}>;
