import { ProductService, TransactionalConnection, type ID } from '@vendure/core';

import { planCatalogue, type PlannedProduct } from './catalogue-plan';
import { seedChannelSettings } from './seed-channel';
import { seedCollections } from './seed-collections';
import { createSuperadminContext, type ServiceLocator } from './seed-context';
import type { SeedData } from './seed-data-schema';
import { requireFacetValueId, seedFacets, type FacetDefinition, type FacetValueIds } from './seed-facets';
import { seedProduct } from './seed-products';
import { expectedCollectionSizes, productFacetCodes } from './product-facets';

export interface SeedSummary {
  products: number;
  createdVariants: number;
  updatedVariants: number;
  /** What the search must show per collection once indexing has caught up. */
  collectionSizes: Array<{ collectionSlug: string; products: number }>;
}

function facetDefinitions(data: SeedData, catalogue: PlannedProduct[]): FacetDefinition[] {
  const { planType, region, destination } = data.facets;
  return [
    planType,
    region,
    {
      code: destination.code,
      names: destination.names,
      values: catalogue.map((product) => ({ code: product.destinationCode, names: product.destinationNames })),
    },
  ];
}

function productFacetValueIds(data: SeedData, product: PlannedProduct, ids: FacetValueIds): ID[] {
  return productFacetCodes(data, product).map(([facet, value]) => requireFacetValueId(ids, facet, value));
}

/** True when the default channel has no product yet, i.e. this database was never seeded. */
export async function catalogueIsEmpty(app: ServiceLocator): Promise<boolean> {
  const ctx = await createSuperadminContext(app);
  const { totalItems } = await app.get(ProductService).findAll(ctx, { take: 1 });
  return totalItems === 0;
}

/**
 * Writes the catalogue from backend/seed/*.json. Safe to re-run: everything is matched by
 * code, slug or SKU and updated in place. Search indexing is left to the caller.
 */
export async function runSeed(app: ServiceLocator, data: SeedData): Promise<SeedSummary> {
  const catalogue = planCatalogue(data);

  await seedChannelSettings(app, await createSuperadminContext(app), data.channel);

  // A fresh context sees the currencies and languages just configured on the channel.
  const ctx = await createSuperadminContext(app);
  return app.get(TransactionalConnection).withTransaction(ctx, async (transactionCtx) => {
    const facetValueIds = await seedFacets(app, transactionCtx, facetDefinitions(data, catalogue));
    const summary: SeedSummary = {
      products: 0,
      createdVariants: 0,
      updatedVariants: 0,
      collectionSizes: expectedCollectionSizes(data, catalogue),
    };
    for (const product of catalogue) {
      const result = await seedProduct(
        app,
        transactionCtx,
        product,
        productFacetValueIds(data, product, facetValueIds),
        data.channel.defaultCurrency,
      );
      summary.products++;
      summary.createdVariants += result.createdVariants;
      summary.updatedVariants += result.updatedVariants;
    }
    await seedCollections(app, transactionCtx, data.collections, facetValueIds);
    return summary;
  });
}
