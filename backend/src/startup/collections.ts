import { setTimeout as sleep } from 'node:timers/promises';

import { CollectionService, ProductVariantService } from '@vendure/core';

import type { CollectionSize } from '../seed/product-facets';
import { createSuperadminContext, type ServiceLocator } from '../seed/seed-context';

const POLL_MS = 100;

/**
 * Resolves once every seeded collection holds the variants its filter selects. Vendure applies
 * collection filters in a job it enqueues only after the seed's transaction has committed (and
 * without awaiting it), so an idle job queue right after the seed proves nothing; the
 * collections' contents do.
 */
export async function waitForCollectionContents(app: ServiceLocator, expected: CollectionSize[], timeoutMs: number): Promise<void> {
  const ctx = await createSuperadminContext(app);
  const collections = app.get(CollectionService);
  const variants = app.get(ProductVariantService);
  const deadline = Date.now() + timeoutMs;
  for (const { collectionSlug, variants: wanted } of expected) {
    const collection = await collections.findOneBySlug(ctx, collectionSlug);
    if (!collection) throw new Error(`Collection "${collectionSlug}" was not seeded`);
    for (;;) {
      const { totalItems } = await variants.getVariantsByCollectionId(ctx, collection.id, { take: 1 });
      if (totalItems === wanted) break;
      if (Date.now() > deadline) {
        throw new Error(`Collection "${collectionSlug}" holds ${totalItems} variants, expected ${wanted}`);
      }
      await sleep(POLL_MS);
    }
  }
}
