import { z } from 'zod';

import type { ShopClient } from '../client';

const categoryTreeSchema = z.object({
  collections: z.object({
    items: z.array(z.object({ slug: z.string(), name: z.string(), position: z.number().int() })),
  }),
  search: z.object({
    collections: z.array(z.object({ collection: z.object({ slug: z.string() }), count: z.number().int() })),
  }),
});

const CATEGORY_TREE_DOCUMENT = /* GraphQL */ `
  query CategoryTree {
    collections(options: { topLevelOnly: true, sort: { position: ASC } }) { items { slug name position } }
    search(input: { groupByProduct: true, take: 0 }) { collections { collection { slug } count } }
  }
`;

/** Spec §3 category tree node (label, slug, items, isCurrent, count). */
export interface CategoryNode {
  label: string;
  slug: string;
  count: number;
  isCurrent: boolean;
  items: CategoryNode[];
}

/**
 * The top-level categories (local, regional and the 8 root regions) with how many plans each holds.
 * Empty categories are left out: a shopper should never click into nothing.
 */
export async function getCategoryTree(client: ShopClient, currentSlug?: string): Promise<CategoryNode[]> {
  const { collections, search } = await client.request('getCategoryTree', CATEGORY_TREE_DOCUMENT, {}, categoryTreeSchema);
  const counts = new Map(search.collections.map((entry) => [entry.collection.slug, entry.count]));
  return collections.items
    .map((collection) => ({
      label: collection.name,
      slug: collection.slug,
      count: counts.get(collection.slug) ?? 0,
      isCurrent: collection.slug === currentSlug,
      items: [],
    }))
    .filter((node) => node.count > 0);
}
