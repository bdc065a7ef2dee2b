import { CollectionService, facetValueCollectionFilter, type ID, type RequestContext } from '@vendure/core';

import { orderedProductsFilter } from '../plugins/catalog/ordered-products-filter';
import { localizedSlugs } from './catalogue-plan';
import type { ServiceLocator } from './seed-context';
import type { SeedCollection } from './seed-data-schema';
import { requireFacetValueId, type FacetValueIds } from './seed-facets';
import { translationInputs } from './translation-inputs';

function facetFilter(facetValueId: ID) {
  return {
    code: facetValueCollectionFilter.code,
    arguments: [
      { name: 'facetValueIds', value: JSON.stringify([facetValueId]) },
      { name: 'containsAny', value: 'false' },
      { name: 'combineWithAnd', value: 'true' },
    ],
  };
}

function orderedProducts(productIds: ID[]) {
  return {
    code: orderedProductsFilter.code,
    arguments: [
      { name: 'productIds', value: JSON.stringify(productIds) },
      { name: 'combineWithAnd', value: 'true' },
    ],
  };
}

/** What the filters are resolved against: facet values and the seeded products by destination code. */
export interface CollectionFilterIds {
  facetValueIds: FacetValueIds;
  productIds: ReadonlyMap<string, ID>;
}

function filterOf(collection: SeedCollection, ids: CollectionFilterIds) {
  const { filter } = collection;
  if (!('destinations' in filter)) return facetFilter(requireFacetValueId(ids.facetValueIds, filter.facet, filter.value));
  return orderedProducts(
    filter.destinations.map((code) => {
      const id = ids.productIds.get(code);
      if (id === undefined) throw new Error(`Collection "${collection.slug}": no product for destination "${code}"`);
      return id;
    }),
  );
}

/**
 * Top-level public collections: categories filtered by one facet value, and shelves listing
 * products in an order staff keep (the home page's popular destinations). The plan-type
 * collections and the shelves keep one slug in every language (the storefront asks for them by
 * that slug); the region ones have a slug per language, like products.
 */
export async function seedCollections(
  app: ServiceLocator,
  ctx: RequestContext,
  collections: SeedCollection[],
  ids: CollectionFilterIds,
): Promise<void> {
  const collectionService = app.get(CollectionService);
  for (const collection of collections) {
    const slugs = collection.localizedSlugs ? localizedSlugs(collection.names) : undefined;
    const translations = translationInputs((language) => ({
      name: collection.names[language],
      slug: slugs?.[language] ?? collection.slug,
      description: collection.descriptions[language],
    }));
    const filters = [filterOf(collection, ids)];
    const existing = await collectionService.findOneBySlug(ctx, collection.slug);
    if (existing) {
      await collectionService.update(ctx, {
        id: existing.id,
        isPrivate: false,
        translations,
        filters,
        inheritFilters: false,
      });
    } else {
      await collectionService.create(ctx, { isPrivate: false, translations, filters, inheritFilters: false });
    }
  }
}
