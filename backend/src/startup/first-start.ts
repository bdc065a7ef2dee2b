import { CollectionService } from '@vendure/core';

import { loadSeedData } from '../seed/load-seed-data';
import { catalogueIsEmpty, runSeed } from '../seed/run-seed';
import { createSuperadminContext, type ServiceLocator } from '../seed/seed-context';
import { writeSearchIndex, type IndexWriteReport } from '../search-index/write-search-index';
import { waitForCollectionContents } from './collections';
import { withoutIncrementalIndexing } from './discard-index-updates';
import { waitForIdleJobQueue } from './job-queue';
import { searchIndexIsEmpty, waitForShopSearch } from './search-index';

/** A safety net against a stuck queue or an unreachable API, not an expected duration. */
const TIMEOUT_MS = 300_000;

export type FirstStartReport =
  | {
      outcome: 'seeded';
      products: number;
      variants: number;
      seedMs: number;
      /** Collection filters applied by their jobs after the seed's commit. */
      collectionsMs: number;
      index: IndexWriteReport;
      indexMs: number;
    }
  | { outcome: 'reindexed'; index: IndexWriteReport; indexMs: number }
  | { outcome: 'unchanged' };

/**
 * With workers apart (BACKEND_ROLE=server) the collection filter jobs run there and raise their
 * search-index requests there too, outside this process's buffer: those run as jobs. Waiting for
 * them keeps the bulk write below from racing them for the same index rows. In one process the
 * queue is already idle and this is a single query.
 */
function waitForIndexRequestsOfWorkers(app: ServiceLocator): Promise<void> {
  return waitForIdleJobQueue(app, TIMEOUT_MS);
}

/**
 * On an empty database: seed the catalogue, let the collection filters apply, write the search
 * index in bulk and wait until the public search shows it. On any other start only one search
 * query, so restarts stay fast; if the index is empty (a stop between the seed's commit and the
 * end of indexing) it is written again.
 */
export async function ensureCatalogue(app: ServiceLocator, shopApiUrl: string, seedDataDir: string): Promise<FirstStartReport> {
  if (!(await catalogueIsEmpty(app))) {
    if (!(await searchIndexIsEmpty(shopApiUrl))) return { outcome: 'unchanged' };
    const indexStartedAt = performance.now();
    const ctx = await createSuperadminContext(app);
    // The stop may have come before the collection filters ran, too (their job is enqueued only
    // after the seed's commit): apply them all again, which changes nothing if they had run.
    await withoutIncrementalIndexing(app, async () => {
      await app.get(CollectionService).triggerApplyFiltersJob(ctx);
      await waitForIdleJobQueue(app, TIMEOUT_MS);
    });
    await waitForIndexRequestsOfWorkers(app);
    const index = await writeSearchIndex(app, ctx);
    return { outcome: 'reindexed', index, indexMs: performance.now() - indexStartedAt };
  }

  const seedStartedAt = performance.now();
  let collectionsStartedAt = seedStartedAt;
  // Every write of the seed, and every collection filter applied after it, asks for an index
  // update of its own; they are dropped because the bulk index below covers them all.
  const summary = await withoutIncrementalIndexing(app, async () => {
    const result = await runSeed(app, loadSeedData(seedDataDir), seedDataDir);
    collectionsStartedAt = performance.now();
    await waitForCollectionContents(app, result.collectionSizes, TIMEOUT_MS);
    // the filter jobs' own index requests are raised (and dropped) before the queue is idle
    await waitForIdleJobQueue(app, TIMEOUT_MS);
    return result;
  });
  await waitForIndexRequestsOfWorkers(app);
  const indexStartedAt = performance.now();
  const index = await writeSearchIndex(app, await createSuperadminContext(app));
  await waitForShopSearch(shopApiUrl, summary.collectionSizes, TIMEOUT_MS);
  return {
    outcome: 'seeded',
    products: summary.products,
    variants: summary.createdVariants,
    seedMs: collectionsStartedAt - seedStartedAt,
    collectionsMs: indexStartedAt - collectionsStartedAt,
    index,
    indexMs: performance.now() - indexStartedAt,
  };
}
