import type { CallOptions, ShopClient } from '../../client';
import { graphql, requestTyped } from '../../graphql';
import { fromLanguageCode, type ShopLocale } from '../../locale';
import { isShelf } from './shelves';

const CATEGORY_TREE_DOCUMENT = graphql(`
  query CategoryTree {
    collections(options: { topLevelOnly: true, sort: { position: ASC } }) { items { slug name position translations { languageCode slug } } }
    search(input: { groupByProduct: true, take: 0 }) { collections { collection { slug } count } }
  }
`);

/** Spec §3 category tree node (label, slug, items, isCurrent, count). */
export interface CategoryNode {
  label: string;
  slug: string;
  count: number;
  isCurrent: boolean;
  items: CategoryNode[];
  /** The category's slug in each shop locale, for the language switcher and hreflang links. */
  slugByLocale: Partial<Record<ShopLocale, string>>;
}

function slugsByLocale(translations: ReadonlyArray<{ languageCode: string; slug: string }>): Partial<Record<ShopLocale, string>> {
  const slugs: Partial<Record<ShopLocale, string>> = {};
  for (const translation of translations) {
    const locale = fromLanguageCode(translation.languageCode);
    if (locale) slugs[locale] = translation.slug;
  }
  return slugs;
}

/**
 * The top-level categories (local, regional and the 8 root regions) with how many plans each holds.
 * Empty categories are left out: a shopper should never click into nothing; so are shelves (the
 * home page's popular destinations), which are not categories.
 */
export async function getCategoryTree(client: ShopClient, currentSlug?: string, options: CallOptions = {}): Promise<CategoryNode[]> {
  const { collections, search } = await requestTyped(client, 'getCategoryTree', CATEGORY_TREE_DOCUMENT, {}, options);
  const counts = new Map(search.collections.map((entry) => [entry.collection.slug, entry.count]));
  return collections.items
    .map((collection) => ({
      label: collection.name,
      slug: collection.slug,
      count: counts.get(collection.slug) ?? 0,
      isCurrent: collection.slug === currentSlug,
      items: [],
      slugByLocale: slugsByLocale(collection.translations),
    }))
    .filter((node) => node.count > 0 && !isShelf(node.slug));
}
