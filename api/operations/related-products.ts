import type { CallOptions, ShopClient } from '../client';
import type { ListingItem } from '../schemas/listing';
import type { Product } from '../schemas/product';
import { getCategoryProducts } from './category-products';

const RELATED_COUNT = 4;

/** Other plans of the same root region, regional plans first (they cover this destination too), then by name. */
export async function getRelatedProducts(
  client: ShopClient,
  product: Pick<Product, 'id' | 'regionCode'>,
  options: CallOptions = {},
): Promise<ListingItem[]> {
  if (!product.regionCode) return [];
  const listing = await getCategoryProducts(
    client,
    { facets: { region: [product.regionCode] }, sort: 'name-asc', itemsPerPage: 50 },
    options,
  );
  return listing.items
    .filter((item) => item.id !== product.id)
    .sort((a, b) => Number(b.planType === 'regional') - Number(a.planType === 'regional'))
    .slice(0, RELATED_COUNT);
}
