/** What the cluster's tests know of the cluster they run against (scripts/lib/cluster.mjs). */
export interface ClusterUnderTest {
  shopUrl: string;
  backendUrl: string;
  /** Each instance's own address, behind the load balancers. */
  serverUrls: string[];
  storefrontUrls: string[];
  workerHealthUrl: string;
  /** Opens and closes server-1's way to PostgreSQL (`POST <url>/close`, `/open`: scripts/lib/tcp-gate.mjs). */
  databaseGateUrl: string;
  /** PostgreSQL's address (the postgres user, the shop's database), and the folders every server shares. */
  databaseUrl: string;
  assetsDir: string;
  uploadsDir: string;
  /** Where the supervisor keeps each process's pid (`<name>.pid`). */
  pidDir: string;
  cardGatewayUrl: string;
  paypalUrl: string;
  mailboxDir: string;
}

export declare const CLUSTER_UNDER_TEST: string;
export declare const TEST_CLUSTER_LOG_DIR: string;
export declare function startTestCluster(): Promise<{
  underTest: ClusterUnderTest;
  /** Stops it and deletes its folder; the processes that did not end cleanly on SIGTERM. */
  stop(): Promise<string[]>;
}>;
