import { graphql, type ResultOf } from '../../graphql';
import { destinationFlagCode, planTypeOf, regionFromProductName, type PlanType } from './facets';
import { lowestPrice, type Money } from '../../money';

/** What a listing reads of Vendure's search: the same fields wherever a search is made (a listing's search, the popular destinations). */
export const SEARCH_FIELDS = graphql(`
  fragment SearchFields on SearchResponse @_unmask {
    totalItems
    items {
      productId
      productName
      slug
      currencyCode
      price { ... on PriceRange { min max } ... on SinglePrice { value } }
      facetValueIds
    }
    facetValues {
      count
      facetValue { id code name facet { code name } }
    }
  }
`);
export type SearchResponse = { search: ResultOf<typeof SEARCH_FIELDS> };

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
