import { getCategoryProducts, MAX_ITEMS_PER_PAGE, type ListingItem, type ShopClient } from '@shop/api';

import { PLAN_CATEGORY_SLUGS } from './plan-categories';

async function everyItem(client: ShopClient, category: string): Promise<ListingItem[]> {
  const items: ListingItem[] = [];
  for (let page = 1; ; page += 1) {
    const listing = await getCategoryProducts(client, { category, page, itemsPerPage: MAX_ITEMS_PER_PAGE, sort: 'name-asc' });
    items.push(...listing.items);
    if (page >= listing.pagination.pagesCount) return items;
  }
}

/** Every local and every regional plan, by name, for the Local / Regional tabs. */
export async function loadDestinationTabs(client: ShopClient): Promise<{ local: ListingItem[]; regional: ListingItem[] }> {
  const [local, regional] = await Promise.all([
    everyItem(client, PLAN_CATEGORY_SLUGS.local),
    everyItem(client, PLAN_CATEGORY_SLUGS.regional),
  ]);
  return { local, regional };
}
