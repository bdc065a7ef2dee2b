/**
 * Shelves are collections staff arrange by hand for a page (backend/src/seed/shelves.ts), not
 * categories: they never show in the menu, the category tree or the sitemap, and `/c/popular`
 * is not a category page. The slug is the same in every language.
 */
export const POPULAR_COLLECTION_SLUG = 'popular';

const SHELF_SLUGS: ReadonlySet<string> = new Set([POPULAR_COLLECTION_SLUG]);

export function isShelf(slug: string): boolean {
  return SHELF_SLUGS.has(slug);
}
