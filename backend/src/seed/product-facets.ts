import type { PlannedProduct } from './catalogue-plan';
import type { SeedData } from './seed-data-schema';

/** The one value of each facet a product carries, as `[facetCode, valueCode]` pairs. */
export function productFacetCodes(data: SeedData, product: PlannedProduct): Array<[string, string]> {
  const { planType, region, destination } = data.facets;
  return [
    [planType.code, product.planType],
    [region.code, product.region],
    [destination.code, product.destinationCode],
  ];
}

/** How many products each collection must list once seeding and indexing are done. */
export function expectedCollectionSizes(
  data: SeedData,
  catalogue: PlannedProduct[],
): Array<{ collectionSlug: string; products: number }> {
  return data.collections.map((collection) => ({
    collectionSlug: collection.slug,
    products: catalogue.filter((product) =>
      productFacetCodes(data, product).some(
        ([facet, value]) => facet === collection.filter.facet && value === collection.filter.value,
      ),
    ).length,
  }));
}
