import { z } from '../zod';

import type { CallOptions, ShopClient } from '../client';
import { regionFromProductName } from '../schemas/facets';
import type { ListingItem } from '../schemas/listing';
import { lowestPrice, searchPriceSchema } from '../schemas/money';
import type { Product } from '../schemas/product';

const RELATED_COUNT = 4;
/** Every plan of a root region fits (its local plans and its regional one); the page shows RELATED_COUNT. */
const CANDIDATES = 50;

/**
 * The plans of one region, each with its flag and plan type from the catalogue plugin's fields on
 * a search result: no facet value counts are asked for, which would cost a query over the region.
 */
const RELATED_DOCUMENT = /* GraphQL */ `
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
`;

const relatedResponseSchema = z.object({
  search: z.object({
    items: z.array(
      z.object({
        productId: z.string(),
        productName: z.string(),
        slug: z.string(),
        currencyCode: z.string().length(3),
        price: searchPriceSchema,
        flagCode: z.string().nullable(),
        planType: z.string().nullable(),
      }),
    ),
  }),
});

/**
 * Other plans of the same root region, regional plans first (they cover this destination too), then
 * by name. One search, by the region's facet value id the product came with (no facet look-up).
 */
export async function getRelatedProducts(
  client: ShopClient,
  product: Pick<Product, 'id' | 'regionValueId'>,
  options: CallOptions = {},
): Promise<ListingItem[]> {
  if (!product.regionValueId) return [];
  const input = {
    groupByProduct: true,
    take: CANDIDATES,
    sort: { name: 'ASC' },
    facetValueFilters: [{ or: [product.regionValueId] }],
  };
  const { search } = await client.request('getRelatedProducts', RELATED_DOCUMENT, { input }, relatedResponseSchema, options);
  return search.items
    .filter((item) => item.productId !== product.id && item.flagCode !== null)
    .map((item): ListingItem => ({
      id: item.productId,
      slug: item.slug,
      name: item.productName,
      region: regionFromProductName(item.productName),
      flagCode: item.flagCode?.toLowerCase() ?? 'xx',
      planType: item.planType === 'regional' ? 'regional' : 'local',
      fromPrice: { amount: lowestPrice(item.price), currency: item.currencyCode },
    }))
    .sort((a, b) => Number(b.planType === 'regional') - Number(a.planType === 'regional'))
    .slice(0, RELATED_COUNT);
}
