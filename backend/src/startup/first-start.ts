import { loadSeedData } from '../seed/load-seed-data';
import { catalogueIsEmpty, runSeed } from '../seed/run-seed';
import type { ServiceLocator } from '../seed/seed-context';
import { withoutIncrementalIndexing } from './discard-index-updates';
import { rebuildSearchIndex, searchIndexIsEmpty, waitForShopSearch } from './search-index';

/** A safety net against a stuck queue: 200 destinations took about a minute to index here. */
const INDEX_TIMEOUT_MS = 600_000;

export type FirstStartReport =
  | { outcome: 'seeded'; products: number; variants: number; seedMs: number; indexMs: number }
  | { outcome: 'reindexed'; indexMs: number }
  | { outcome: 'unchanged' };

/**
 * On an empty database: seed the catalogue, rebuild the search index and wait until the
 * public search shows it. On any other start only one search query, so restarts stay fast; if
 * the index is empty (a stop between the seed's commit and the end of indexing) it is rebuilt.
 */
export async function ensureCatalogue(
  app: ServiceLocator,
  shopApiUrl: string,
  seedDataDir: string,
): Promise<FirstStartReport> {
  if (!(await catalogueIsEmpty(app))) {
    if (!(await searchIndexIsEmpty(shopApiUrl))) return { outcome: 'unchanged' };
    const indexStartedAt = performance.now();
    await rebuildSearchIndex(app, INDEX_TIMEOUT_MS);
    return { outcome: 'reindexed', indexMs: performance.now() - indexStartedAt };
  }

  const seedStartedAt = performance.now();
  const summary = await withoutIncrementalIndexing(app, () => runSeed(app, loadSeedData(seedDataDir)));
  const indexStartedAt = performance.now();
  await rebuildSearchIndex(app, INDEX_TIMEOUT_MS);
  await waitForShopSearch(shopApiUrl, summary.collectionSizes, INDEX_TIMEOUT_MS);
  return {
    outcome: 'seeded',
    products: summary.products,
    variants: summary.createdVariants,
    seedMs: indexStartedAt - seedStartedAt,
    indexMs: performance.now() - indexStartedAt,
  };
}
