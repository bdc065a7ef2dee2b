import { z } from '../zod';

import { destinationFlagCode, facetValueRefSchema, planTypeOf, regionFromProductName, type PlanType } from './facets';
import { lowestPrice, searchPriceSchema, type Money } from './money';

const searchFacetValueSchema = z.object({
  count: z.number().int(),
  facetValue: facetValueRefSchema.extend({ id: z.string(), facet: z.object({ code: z.string(), name: z.string() }) }),
});

/** A search result as SEARCH_ITEM_FIELDS reads it (api/operations/search-document.ts). */
export const searchItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  slug: z.string(),
  currencyCode: z.string().length(3),
  price: searchPriceSchema,
});

export const searchResponseSchema = z.object({
  search: z.object({
    totalItems: z.number().int().nonnegative(),
    items: z.array(searchItemSchema.extend({ facetValueIds: z.array(z.string()) })),
    facetValues: z.array(searchFacetValueSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export interface ListingItem {
  id: string;
  slug: string;
  name: string;
  region: string;
  /** flag-icons code of the destination (`fr`, `jp`, `eu`…): the spec's "location". */
  flagCode: string;
  planType: PlanType;
  fromPrice: Money;
}

export interface FacetFilter {
  value: string;
  label: string;
  active: boolean;
  /** How many listed products carry this value (the spec's "magnitude"). */
  magnitude: number;
}

export interface Facet {
  code: string;
  label: string;
  filters: FacetFilter[];
}

export interface Pagination {
  currentPage: number;
  pagesCount: number;
  totalItems: number;
}

export interface Listing {
  items: ListingItem[];
  facets: Facet[];
  pagination: Pagination;
}

/** Turns Vendure's search answer into the listing the storefront shows. */
export function toListing(
  response: SearchResponse,
  page: { current: number; itemsPerPage: number },
  activeFilters: Record<string, readonly string[]>,
): Listing {
  const { search } = response;
  const valuesById = new Map(search.facetValues.map((entry) => [entry.facetValue.id, entry.facetValue]));
  const items = search.items.map((item): ListingItem => {
    const values = item.facetValueIds.flatMap((id) => {
      const value = valuesById.get(id);
      return value ? [value] : [];
    });
    return {
      id: item.productId,
      slug: item.slug,
      name: item.productName,
      region: regionFromProductName(item.productName),
      flagCode: destinationFlagCode(values) ?? 'xx',
      planType: planTypeOf(values),
      fromPrice: { amount: lowestPrice(item.price), currency: item.currencyCode },
    };
  });

  const facetsByCode = new Map<string, Facet>();
  for (const { count, facetValue } of search.facetValues) {
    const facet = facetsByCode.get(facetValue.facet.code) ?? { code: facetValue.facet.code, label: facetValue.facet.name, filters: [] };
    facet.filters.push({
      value: facetValue.code,
      label: facetValue.name,
      magnitude: count,
      active: activeFilters[facet.code]?.includes(facetValue.code) ?? false,
    });
    facetsByCode.set(facet.code, facet);
  }

  return {
    items,
    facets: [...facetsByCode.values()],
    pagination: {
      currentPage: page.current,
      pagesCount: Math.max(1, Math.ceil(search.totalItems / page.itemsPerPage)),
      totalItems: search.totalItems,
    },
  };
}
