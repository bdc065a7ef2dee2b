import type { TestProject } from 'vitest/node';

import { buildAll } from '../lib/build.mjs';
import { freeClusterPorts, startCluster } from '../lib/cluster.mjs';
import { E2E_BACKEND_ENV, temporaryDataDir } from '../lib/shop.mjs';

/** What the cluster's tests know of the cluster (scripts/lib/cluster.mjs) they run against. */
export interface ClusterUnderTest {
  shopUrl: string;
  backendUrl: string;
  /** Each instance's own address, behind the load balancers. */
  serverUrls: string[];
  storefrontUrls: string[];
  workerHealthUrl: string;
  /** Where the supervisor keeps each process's pid (`<name>.pid`). */
  pidDir: string;
  cardGatewayUrl: string;
  paypalUrl: string;
  mailboxDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterUnderTest;
    // The integration tests' own keys (api/test-support/global-setup.ts): some of them run here
    // again, through the load balancer.
    shopApiUrl: string;
    cardGatewayUrl: string;
    paypalUrl: string;
    mailboxDir: string;
  }
}

/**
 * Issue 18's tests run against a cluster of their own, on free loopback ports and a temporary
 * folder: PostgreSQL, Redis, a worker, two servers, two storefronts, HAProxy, all supervised.
 * The backends take the journeys' settings (E2E_BACKEND_ENV) so the integration tests that run
 * here again meet the limits and sandboxes they expect.
 */
export default async function setup(project: TestProject) {
  if (!(await buildAll())) throw new Error('The shop did not build');
  const data = await temporaryDataDir();
  const ports = await freeClusterPorts();
  const cluster = await startCluster({ dir: data.dir, ports, log: false, backendEnv: E2E_BACKEND_ENV, paypalTestControls: true }).catch(
    async (error: unknown) => {
      await data.remove();
      throw error;
    },
  );
  project.provide('cluster', {
    shopUrl: cluster.shopUrl,
    backendUrl: cluster.backendUrl,
    serverUrls: ports.servers.map((port: number) => `http://127.0.0.1:${port}`),
    storefrontUrls: ports.storefronts.map((port: number) => `http://127.0.0.1:${port}`),
    workerHealthUrl: cluster.workerHealthUrl,
    pidDir: `${data.dir}/run`,
    cardGatewayUrl: cluster.cardGatewayUrl,
    paypalUrl: cluster.paypalUrl,
    mailboxDir: cluster.mailboxDir,
  });
  project.provide('shopApiUrl', `${cluster.backendUrl}/shop-api`);
  project.provide('cardGatewayUrl', cluster.cardGatewayUrl);
  project.provide('paypalUrl', cluster.paypalUrl);
  project.provide('mailboxDir', cluster.mailboxDir);
  return async () => {
    const unclean = await cluster.stop();
    await data.remove();
    // Each process must close its connections and exit 0 on SIGTERM, as an orchestrator stops it.
    if (unclean.length > 0) throw new Error(`Not stopped cleanly on SIGTERM: ${unclean.join(', ')}`);
  };
}
