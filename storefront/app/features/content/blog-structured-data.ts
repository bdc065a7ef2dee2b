import type { BlogPost } from '@shop/api';

/** schema.org BlogPosting: headline, author, dates and picture for search results. */
export function blogPostJsonLd(post: Omit<BlogPost, 'body'>, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    author: { '@type': 'Person', name: post.author },
    datePublished: post.publishedAt,
    ...(post.contentUpdatedAt ? { dateModified: post.contentUpdatedAt } : {}),
    ...(post.cover ? { image: new URL(post.cover.preview, origin).toString() } : {}),
  };
}
