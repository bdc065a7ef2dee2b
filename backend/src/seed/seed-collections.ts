import { CollectionService, facetValueCollectionFilter, type ID, type RequestContext } from '@vendure/core';

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

/**
 * Top-level public collections filtered by one facet value. The plan-type collections keep
 * one slug in every language (the storefront asks for them by that slug); the region ones
 * have a slug per language, like products.
 */
export async function seedCollections(
  app: ServiceLocator,
  ctx: RequestContext,
  collections: SeedCollection[],
  facetValueIds: FacetValueIds,
): Promise<void> {
  const collectionService = app.get(CollectionService);
  for (const collection of collections) {
    const slugs = collection.localizedSlugs ? localizedSlugs(collection.names) : undefined;
    const translations = translationInputs((language) => ({
      name: collection.names[language],
      slug: slugs?.[language] ?? collection.slug,
      description: collection.descriptions[language],
    }));
    const filters = [facetFilter(requireFacetValueId(facetValueIds, collection.filter.facet, collection.filter.value))];
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
