import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CLUSTER_RERUNS, runsOnCluster } from './reruns';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the integration tests the cluster runs again', () => {
  it.each(Object.entries(CLUSTER_RERUNS))('are still tests of %s', (file, names) => {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const name of names) expect(source, `"${name}" in ${file}`).toContain(name);
  });

  it('select those tests of their files, and every test of any other file', () => {
    const file = 'api/operations/payment/card-payment.integration.test.ts';
    expect(
      runsOnCluster(file, 'approve → finish: the order is PaymentSettled, charged once; the finish replayed answers the same order'),
    ).toBe(true);
    expect(runsOnCluster(file, 'answers a token with the last four digits and the brand, and nothing of the number')).toBe(false);
    expect(runsOnCluster('scripts/cluster/purchases.cluster.test.ts', '100 purchases at once')).toBe(true);
  });
});
