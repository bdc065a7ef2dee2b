import { ShopError } from '@shop/api';
import { recordBlogPostView } from '@shop/api/operations/content';

import type { Route } from './+types/blog-post-views';
import { requireLocale } from '../lib/i18n/locale-route';
import { BLOG_SLUG_MAX_LENGTH, type BlogPostViews } from '../lib/routing/blog-post-views';
import { shopClientFor } from '../lib/shop-api/shop.server';

/** For this browser only, never kept: it counts a visit and may open the reader's session. */
const NOT_KEPT = { 'Cache-Control': 'private, no-store' } as const;

function answer(body: BlogPostViews, status: number, setCookies: readonly string[] = []): Response {
  const headers = new Headers(NOT_KEPT);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return Response.json(body, { status, headers });
}

/**
 * POST `/{lang}/blog-views/{slug}`: counts the reader's visit to a blog post (once per session, as
 * the backend counts it) and answers the post's view count. The post's page calls it once on
 * screen with a plain `fetch`, so a reader who does nothing else loads no shop client, zod or
 * GraphQL (issue 36); the shop's session cookies come and go through this server as through the
 * Shop API's proxy.
 */
export async function action({ request, params, context }: Route.ActionArgs): Promise<Response> {
  const locale = requireLocale(params.lang, 'en');
  const slug = params.slug ?? '';
  if (slug.length === 0 || slug.length > BLOG_SLUG_MAX_LENGTH) return answer({ viewCount: null }, 404);
  try {
    const viewCount = await recordBlogPostView(shopClientFor(request, context, locale), slug);
    return answer({ viewCount }, viewCount === null ? 404 : 200, context.setCookies);
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    // The shop busy or down: nothing the reader sent, nothing they see (the page keeps its count).
    return answer({ viewCount: null }, error.status >= 500 ? 503 : error.status, context.setCookies);
  }
}

/** Only a visit is counted: reading the address is no view. */
export function loader(): Response {
  return new Response(null, { status: 405, headers: { Allow: 'POST', ...NOT_KEPT } });
}
