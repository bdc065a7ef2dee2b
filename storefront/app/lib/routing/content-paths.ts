import type { ShopLocale } from '@shop/api/locale';

import { decodedOrAsIs } from '../http/decode';

/**
 * The content pages' canonical addresses (spec §2): the named route of each page; a blog post
 * by its `.html` slug. The other spellings (`faq.html`, `Terms`…) answer the same page and
 * name this one as canonical.
 */
export const CONTENT_PAGES = ['Blog', 'Faq', 'Installation', 'Terms', 'Privacy', 'Reviews', 'Contact'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export function contentPath(locale: ShopLocale | string, page: ContentPage): string {
  return `/${locale}/${page}`;
}

export function blogPostPath(locale: ShopLocale | string, slug: string): string {
  return `/${locale}/blog/${encodeURIComponent(slug)}.html`;
}

/** `blog/{blogSlug}.html`'s slug, or null when the segment has another shape (the route answers 404). */
export function blogSlugOf(segment: string | undefined): string | null {
  const match = /^(.+)\.html$/.exec(segment ?? '');
  return match?.[1] ? decodedOrAsIs(match[1]) : null;
}
