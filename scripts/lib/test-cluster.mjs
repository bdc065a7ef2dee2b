import { rm } from 'node:fs/promises';
import path from 'node:path';

import { freeClusterPorts, startCluster } from './cluster.mjs';
import { E2E_BACKEND_ENV, repoRoot, temporaryDataDir } from './shop.mjs';

/*
 * The cluster issue 18's tests run against (the Vitest project `cluster`): PostgreSQL, Redis, a
 * worker, two servers, two storefronts and HAProxy, all supervised, on free loopback ports and a
 * temporary folder. Its backends take the journeys' settings (E2E_BACKEND_ENV) so the integration
 * tests that run there again meet the limits and sandboxes they expect. `npm test` starts it while
 * the story tests run (its seeding is a minute of one core) and hands it to the project through
 * CLUSTER_UNDER_TEST; `vitest run --project cluster` alone starts its own (scripts/cluster/global-setup.ts).
 */

/** The variable that carries a running test cluster's addresses (`underTest`) to the project. */
export const CLUSTER_UNDER_TEST = 'CLUSTER_UNDER_TEST';

/** Where the last test cluster's worker and servers wrote their output, kept after it stops. */
export const TEST_CLUSTER_LOG_DIR = path.join(repoRoot, '.tmp/cluster-logs');

export async function startTestCluster() {
  const data = await temporaryDataDir();
  const ports = await freeClusterPorts();
  await rm(TEST_CLUSTER_LOG_DIR, { recursive: true, force: true });
  let cluster;
  try {
    cluster = await startCluster({
      dir: data.dir,
      ports,
      log: false,
      backendEnv: E2E_BACKEND_ENV,
      paypalTestControls: true,
      logDir: TEST_CLUSTER_LOG_DIR,
      databaseGateFor: 'server-1',
    });
  } catch (error) {
    await data.remove();
    throw error;
  }
  return {
    underTest: {
      shopUrl: cluster.shopUrl,
      backendUrl: cluster.backendUrl,
      serverUrls: ports.servers.map((port) => `http://127.0.0.1:${port}`),
      storefrontUrls: ports.storefronts.map((port) => `http://127.0.0.1:${port}`),
      workerHealthUrl: cluster.workerHealthUrl,
      databaseGateUrl: cluster.databaseGateUrl,
      databaseUrl: cluster.databaseUrl,
      assetsDir: cluster.assetsDir,
      uploadsDir: cluster.uploadsDir,
      pidDir: path.join(data.dir, 'run'),
      cardGatewayUrl: cluster.cardGatewayUrl,
      paypalUrl: cluster.paypalUrl,
      mailboxDir: cluster.mailboxDir,
    },
    /** Stops it and deletes its folder; the processes that did not end cleanly on SIGTERM. */
    stop: async () => {
      try {
        return await cluster.stop();
      } finally {
        await data.remove();
      }
    },
  };
}
