import type { CallOptions, ShopClient } from '../../client';
import { graphql, requestTyped } from '../../graphql';
import { fromCatalogIndex, regionFromProductName } from './facets';
import type { ListingItem } from './listing';
import { lowestPrice } from '../../money';
import type { Product } from './product';

const RELATED_COUNT = 4;
/** Every plan of a root region fits (its local plans and its regional one); a product shows RELATED_COUNT. */
const CANDIDATES = 50;

/**
 * The plans of one region, each with its flag and plan type from the catalogue plugin's fields on
 * a search result: no facet value counts are asked for, which would cost a query over the region.
 */
const RELATED_DOCUMENT = graphql(`
  query RelatedProducts($input: SearchInput!) {
    search(input: $input) {
      items {
        productId
        productName
        slug
        currencyCode
        price { ... on PriceRange { min max } ... on SinglePrice { value } }
        flagCode
        planType
      }
    }
  }
`);

/**
 * Every plan of one root region (the facet value id a product comes with), regional plans first
 * (they cover each destination of the region), then by name. One search, no facet look-up.
 */
export async function getRegionPlans(client: ShopClient, regionValueId: string, options: CallOptions = {}): Promise<ListingItem[]> {
  const input = {
    groupByProduct: true,
    take: CANDIDATES,
    sort: { name: 'ASC' as const },
    facetValueFilters: [{ or: [regionValueId] }],
  };
  const { search } = await requestTyped(client, 'getRelatedProducts', RELATED_DOCUMENT, { input }, options);
  return search.items
    .filter((item) => item.flagCode !== null)
    .map((item): ListingItem => ({
      id: item.productId,
      slug: item.slug,
      name: item.productName,
      region: regionFromProductName(item.productName),
      ...fromCatalogIndex(item),
      fromPrice: { amount: lowestPrice(item.price), currency: item.currencyCode },
    }))
    .sort((a, b) => Number(b.planType === 'regional') - Number(a.planType === 'regional'));
}

/** The plans shown beside a product: the first of its region's plans, never the product itself. */
export function relatedAmong(regionPlans: readonly ListingItem[], productId: string): ListingItem[] {
  return regionPlans.filter((item) => item.id !== productId).slice(0, RELATED_COUNT);
}

/** Other plans of the same root region, regional plans first, then by name (getRegionPlans, relatedAmong). */
export async function getRelatedProducts(
  client: ShopClient,
  product: Pick<Product, 'id' | 'regionValueId'>,
  options: CallOptions = {},
): Promise<ListingItem[]> {
  if (!product.regionValueId) return [];
  return relatedAmong(await getRegionPlans(client, product.regionValueId, options), product.id);
}
