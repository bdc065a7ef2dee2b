import type { PlannedProduct, PlannedVariant } from './catalogue-plan';
import type { SeedCollection, SeedData } from './seed-data-schema';

/** The one value of each product-level facet a product carries, as `[facetCode, valueCode]` pairs. */
export function productFacetCodes(data: SeedData, product: PlannedProduct): Array<[string, string]> {
  const { planType, region, destination } = data.facets;
  return [
    [planType.code, product.planType],
    [region.code, product.region],
    [destination.code, product.destinationCode],
  ];
}

/**
 * The variant-level facet values: on the variant, so that the search's facet counts stay right
 * with `groupByProduct` (a product-level value would count every plan of the product).
 */
export function variantFacetCodes(data: SeedData, variant: PlannedVariant): Array<[string, string]> {
  const { dataAmount, duration } = data.facets;
  return [
    [dataAmount.code, variant.dataCode],
    [duration.code, variant.durationCode],
  ];
}

export interface CollectionSize {
  /** The English slug. */
  collectionSlug: string;
  products: number;
  variants: number;
}

/** The planned products a collection's filter selects. */
function collectionMembers(data: SeedData, collection: SeedCollection, catalogue: PlannedProduct[]): PlannedProduct[] {
  const { filter } = collection;
  if ('destinations' in filter) return catalogue.filter((product) => filter.destinations.includes(product.destinationCode));
  return catalogue.filter((product) =>
    productFacetCodes(data, product).some(([facet, value]) => facet === filter.facet && value === filter.value),
  );
}

/** How many products and variants each collection must hold once its filter is applied. */
export function expectedCollectionSizes(data: SeedData, catalogue: PlannedProduct[]): CollectionSize[] {
  return data.collections.map((collection) => {
    const members = collectionMembers(data, collection, catalogue);
    return {
      collectionSlug: collection.slug,
      products: members.length,
      variants: members.reduce((sum, product) => sum + product.variants.length, 0),
    };
  });
}
