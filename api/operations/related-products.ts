import type { CallOptions, ShopClient } from '../client';
import type { ListingItem } from '../schemas/listing';
import type { Product } from '../schemas/product';
import { CATALOG_FACETS } from '../schemas/facets';
import { listingOfFilters } from './category-products';

const RELATED_COUNT = 4;

/**
 * Other plans of the same root region, regional plans first (they cover this destination too), then
 * by name. One search, by the region's facet value id the product came with (no facet look-up).
 */
export async function getRelatedProducts(
  client: ShopClient,
  product: Pick<Product, 'id' | 'regionCode' | 'regionValueId'>,
  options: CallOptions = {},
): Promise<ListingItem[]> {
  if (!product.regionCode || !product.regionValueId) return [];
  const listing = await listingOfFilters(
    client,
    { sort: 'name-asc', itemsPerPage: 50 },
    [{ or: [product.regionValueId] }],
    { [CATALOG_FACETS.region]: [product.regionCode] },
    options,
  );
  return listing.items
    .filter((item) => item.id !== product.id)
    .sort((a, b) => Number(b.planType === 'regional') - Number(a.planType === 'regional'))
    .slice(0, RELATED_COUNT);
}
