import type { ShopLocale } from '@shop/api/locale';

/** The backend keeps a post's slug in 255 characters: a longer one names no post, and the shop is not asked. */
export const BLOG_SLUG_MAX_LENGTH = 255;

/** What `/{lang}/blog-views/{slug}` answers: the post's view count once the visit is counted, null when it was not. */
export interface BlogPostViews {
  viewCount: number | null;
}

/** Where a blog post's visit is counted (`routes/blog-post-views.tsx`). */
export function blogPostViewsPath(locale: ShopLocale | string, slug: string): string {
  return `/${locale}/blog-views/${encodeURIComponent(slug)}`;
}

/**
 * The view count in an answer of that address, or null: an answer of any other shape (a proxy's
 * error page, a cut body) counts as none, and the page keeps the count it was rendered with.
 */
export function viewCountOf(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null || !('viewCount' in answer)) return null;
  const { viewCount } = answer;
  return typeof viewCount === 'number' && Number.isSafeInteger(viewCount) && viewCount >= 0 ? viewCount : null;
}
