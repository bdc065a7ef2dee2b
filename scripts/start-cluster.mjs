#!/usr/bin/env node
// `npm run start:cluster`: the shop on Vendure's production topology on this machine (issue 18):
// PostgreSQL, Redis, a worker, two Vendure servers, two storefronts and HAProxy in front of each
// tier, every process supervised (README, "Many processes"). Its data lives in backend/cluster-data/
// (CLUSTER_DATA_DIR), seeded on the first start. Ctrl-C stops all of it.
import path from 'node:path';

import { buildAll } from './lib/build.mjs';
import { CLUSTER_PORTS, startCluster } from './lib/cluster.mjs';
import { stopOnSignals } from './lib/processes.mjs';
import { repoRoot } from './lib/shop.mjs';

const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join(repoRoot, 'backend/cluster-data'));

if (!(await buildAll())) process.exit(1);

let cluster;
try {
  cluster = await startCluster({ dir: dataDir, backendEnv: { NODE_ENV: process.env.NODE_ENV ?? 'development' } });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`
  Shop (load balancer)      ${cluster.shopUrl}/en        storefronts on ${CLUSTER_PORTS.storefronts.join(', ')}
  Backend (load balancer)   ${cluster.backendUrl}/dashboard   servers on ${CLUSTER_PORTS.servers.join(', ')}
  Worker health             ${cluster.workerHealthUrl}
  PostgreSQL, Redis         127.0.0.1:${CLUSTER_PORTS.postgres}, 127.0.0.1:${CLUSTER_PORTS.redis}
  Sandbox mailbox           ${cluster.mailboxDir}
  Data                      ${dataDir}

  Press Ctrl-C to stop.
`);

stopOnSignals('the cluster', async () => {
  const unclean = await cluster.stop();
  if (unclean.length > 0) console.error(`Not stopped cleanly: ${unclean.join(', ')}`);
});
