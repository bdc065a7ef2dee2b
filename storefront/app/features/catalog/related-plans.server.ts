import { getRegionPlans, relatedAmong, type ListingItem, type Product } from '@shop/api';
import type { ShopCurrency, ShopLocale } from '@shop/api/locale';

import { shopPublishedMemo } from '../../lib/cache/shop-published.server';
import { anonymousShopClient } from '../../lib/shop-api/shop.server';

/**
 * The plans shown beside a product. Its region's plans, in a language and a currency, are the same
 * for every shopper until staff publish a change: the published memo keeps them, so a product page
 * asks the backend for the product alone. Related plans are a nicety: without them the page sells.
 */
export async function relatedPlans(
  product: Pick<Product, 'id' | 'regionValueId'>,
  locale: ShopLocale,
  currency: ShopCurrency,
): Promise<ListingItem[]> {
  const regionValueId = product.regionValueId;
  if (!regionValueId) return [];
  try {
    const plans = await shopPublishedMemo().get(`region plans ${regionValueId} ${locale} ${currency}`, () =>
      getRegionPlans(anonymousShopClient(locale, currency), regionValueId),
    );
    return relatedAmong(plans, product.id);
  } catch {
    return [];
  }
}
