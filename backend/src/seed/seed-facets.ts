import { FacetService, FacetValueService, LanguageCode, type ID, type RequestContext } from '@vendure/core';

import type { Translations } from './languages';
import type { ServiceLocator } from './seed-context';
import { nameTranslations } from './translation-inputs';

export interface FacetDefinition {
  code: string;
  names: Translations;
  values: Array<{ code: string; names: Translations }>;
}

/** Facet value ids keyed by `facetCode:valueCode`, e.g. `plan-type:local`. */
export type FacetValueIds = Map<string, ID>;

function facetValueKey(facetCode: string, valueCode: string): string {
  return `${facetCode}:${valueCode}`;
}

export function requireFacetValueId(ids: FacetValueIds, facetCode: string, valueCode: string): ID {
  const id = ids.get(facetValueKey(facetCode, valueCode));
  if (id === undefined) throw new Error(`Facet value ${facetValueKey(facetCode, valueCode)} was not seeded`);
  return id;
}

/** Creates or re-translates public facets and their values, matched by code. */
export async function seedFacets(app: ServiceLocator, ctx: RequestContext, facets: FacetDefinition[]): Promise<FacetValueIds> {
  const facetService = app.get(FacetService);
  const facetValueService = app.get(FacetValueService);
  const ids: FacetValueIds = new Map();

  for (const definition of facets) {
    const translations = nameTranslations(definition.names);
    const existing = await facetService.findByCode(ctx, definition.code, LanguageCode.en);
    const facet = existing
      ? await facetService.update(ctx, { id: existing.id, isPrivate: false, translations })
      : await facetService.create(ctx, { code: definition.code, isPrivate: false, translations });

    const existingValues = existing ? await facetValueService.findByFacetId(ctx, facet.id) : [];
    for (const value of definition.values) {
      const valueTranslations = nameTranslations(value.names);
      const found = existingValues.find((candidate) => candidate.code === value.code);
      const saved = found
        ? await facetValueService.update(ctx, { id: found.id, translations: valueTranslations })
        : await facetValueService.create(ctx, facet, { code: value.code, translations: valueTranslations });
      ids.set(facetValueKey(definition.code, value.code), saved.id);
    }
  }
  return ids;
}
