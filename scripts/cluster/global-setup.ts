import type { TestProject } from 'vitest/node';

import { buildAll } from '../lib/build.mjs';
import { CLUSTER_UNDER_TEST, startTestCluster, type ClusterUnderTest } from '../lib/test-cluster.mjs';

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
 * Issue 18's tests run against the test cluster of scripts/lib/test-cluster.mjs: the one `npm test`
 * started and names in CLUSTER_UNDER_TEST (it stops it), or one of their own.
 */
export default async function setup(project: TestProject) {
  const given = process.env[CLUSTER_UNDER_TEST];
  let stop: (() => Promise<string[]>) | undefined;
  let cluster: ClusterUnderTest;
  if (given) cluster = JSON.parse(given) as ClusterUnderTest;
  else {
    if (!(await buildAll())) throw new Error('The shop did not build');
    const started = await startTestCluster();
    cluster = started.underTest;
    stop = started.stop;
  }
  project.provide('cluster', cluster);
  project.provide('shopApiUrl', `${cluster.backendUrl}/shop-api`);
  project.provide('cardGatewayUrl', cluster.cardGatewayUrl);
  project.provide('paypalUrl', cluster.paypalUrl);
  project.provide('mailboxDir', cluster.mailboxDir);
  return async () => {
    const unclean = (await stop?.()) ?? [];
    // Each process must close its connections and exit 0 on SIGTERM, as an orchestrator stops it.
    if (unclean.length > 0) throw new Error(`Not stopped cleanly on SIGTERM: ${unclean.join(', ')}`);
  };
}
