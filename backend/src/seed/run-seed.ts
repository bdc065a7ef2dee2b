import { ProductService, TransactionalConnection, type ID, type Product, type RequestContext } from '@vendure/core';

import { planCatalogue, planOptionGroups, type PlannedOptionGroup, type PlannedProduct } from './catalogue-plan';
import { flagSvgPath } from './flag-files';
import { expectedCollectionSizes, productFacetCodes, variantFacetCodes, type CollectionSize } from './product-facets';
import { createFlagAssets } from './seed-assets';
import { seedChannelSettings } from './seed-channel';
import { seedCollections } from './seed-collections';
import { createSuperadminContext, type ServiceLocator } from './seed-context';
import type { SeedData } from './seed-data-schema';
import { requireFacetValueId, seedFacets, type FacetDefinition, type FacetValueIds } from './seed-facets';
import { seedOptionGroups, type SeededOptionGroups } from './seed-option-groups';
import { seedProduct, type ProductLinks } from './seed-products';

export interface SeedSummary {
  products: number;
  createdVariants: number;
  updatedVariants: number;
  /** What each collection must hold once its filter job ran, and the search must then show. */
  collectionSizes: CollectionSize[];
}

/** Values of a facet that hangs on variants: one per option, same code and names as the option. */
function variantFacetValues(group: PlannedOptionGroup): FacetDefinition['values'] {
  return group.options.map((option) => ({ code: option.code, names: option.names }));
}

function facetDefinitions(data: SeedData, catalogue: PlannedProduct[]): FacetDefinition[] {
  const { planType, region, destination, dataAmount, duration } = data.facets;
  const optionGroups = planOptionGroups(data);
  return [
    planType,
    region,
    {
      code: destination.code,
      names: destination.names,
      values: catalogue.map((product) => ({ code: product.destinationCode, names: product.destinationNames })),
    },
    { ...dataAmount, values: variantFacetValues(optionGroups.data) },
    { ...duration, values: variantFacetValues(optionGroups.duration) },
  ];
}

function productLinks(
  data: SeedData,
  product: PlannedProduct,
  ids: FacetValueIds,
  optionGroups: SeededOptionGroups,
  featuredAssetId: ID,
): ProductLinks {
  const resolve = ([facet, value]: [string, string]) => requireFacetValueId(ids, facet, value);
  return {
    facetValueIds: productFacetCodes(data, product).map(resolve),
    variantFacetValueIds: new Map(product.variants.map((variant) => [variant.sku, variantFacetCodes(data, variant).map(resolve)])),
    featuredAssetId,
    optionGroups,
  };
}

/** The products already there (matched by English slug), so a re-run updates them. */
async function findExistingProducts(app: ServiceLocator, ctx: RequestContext, catalogue: PlannedProduct[]): Promise<Map<string, Product>> {
  const existing = new Map<string, Product>();
  for (const product of catalogue) {
    const found = await app.get(ProductService).findOneBySlug(ctx, product.englishSlug);
    if (found) existing.set(product.destinationCode, found);
  }
  return existing;
}

/** Uploads the flag of every product that has no featured asset yet, several at a time. */
async function uploadMissingFlags(
  app: ServiceLocator,
  ctx: RequestContext,
  catalogue: PlannedProduct[],
  existing: Map<string, Product>,
  seedDataDir: string,
): Promise<Map<string, ID>> {
  const missing = catalogue.filter((product) => !existing.get(product.destinationCode)?.featuredAssetId);
  const ids = await createFlagAssets(
    app,
    ctx,
    missing.map((product) => flagSvgPath(product.destinationCode, seedDataDir)),
  );
  const byCode = new Map<string, ID>();
  missing.forEach((product, index) => {
    const id = ids[index];
    if (id !== undefined) byCode.set(product.destinationCode, id);
  });
  for (const [code, product] of existing) {
    if (product.featuredAssetId) byCode.set(code, product.featuredAssetId);
  }
  return byCode;
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
export async function runSeed(app: ServiceLocator, data: SeedData, seedDataDir: string): Promise<SeedSummary> {
  const catalogue = planCatalogue(data);

  await seedChannelSettings(app, await createSuperadminContext(app), data.channel);

  // A fresh context sees the currencies and languages just configured on the channel.
  const ctx = await createSuperadminContext(app);
  return app.get(TransactionalConnection).withTransaction(ctx, async (transactionCtx) => {
    const facetValueIds = await seedFacets(app, transactionCtx, facetDefinitions(data, catalogue));
    const optionGroups = await seedOptionGroups(app, transactionCtx, planOptionGroups(data));
    const existing = await findExistingProducts(app, transactionCtx, catalogue);
    const assetIds = await uploadMissingFlags(app, transactionCtx, catalogue, existing, seedDataDir);
    const summary: SeedSummary = {
      products: 0,
      createdVariants: 0,
      updatedVariants: 0,
      collectionSizes: expectedCollectionSizes(data, catalogue),
    };
    const productIds = new Map<string, ID>();
    for (const product of catalogue) {
      const assetId = assetIds.get(product.destinationCode);
      if (assetId === undefined) throw new Error(`No flag asset for "${product.destinationCode}"`);
      const result = await seedProduct(
        app,
        transactionCtx,
        product,
        productLinks(data, product, facetValueIds, optionGroups, assetId),
        existing.get(product.destinationCode),
        data.channel.defaultCurrency,
      );
      productIds.set(product.destinationCode, result.productId);
      summary.products++;
      summary.createdVariants += result.createdVariants;
      summary.updatedVariants += result.updatedVariants;
    }
    await seedCollections(app, transactionCtx, data.collections, { facetValueIds, productIds });
    return summary;
  });
}
