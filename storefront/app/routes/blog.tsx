import { fetchCmsContent, getBlogTags } from '@shop/api';

import type { Route } from './+types/blog';
import { ErrorPage } from '../components/error-page';
import { BlogListPage } from '../features/content/blog-list-page';
import { BLOG_PAGE_SIZE, blogQueryOf } from '../features/content/blog-query';
import { contentPageMeta } from '../features/content/content-meta';
import { loadContentPage } from '../features/content/content-route.server';
import { BlogNewsletter } from '../features/newsletter/newsletter-signup-form';
import { CATALOGUE_PAGE } from '../lib/cache-policy';

/** Spec §2 Blog list (`/{lang}/Blog`, `blog.html`; `?category=` is the page, `?tag=` a tag's posts). */
export const handle = CATALOGUE_PAGE;

export function loader(args: Route.LoaderArgs) {
  const query = blogQueryOf(new URL(args.request.url).searchParams);
  return loadContentPage(args, 'Blog', async (client) => {
    const showFeatured = query.page === 1 && query.tag === undefined;
    const [list, tags, featured] = await Promise.all([
      fetchCmsContent(client, { skip: (query.page - 1) * BLOG_PAGE_SIZE, take: BLOG_PAGE_SIZE, ...(query.tag ? { tag: query.tag } : {}) }),
      getBlogTags(client),
      showFeatured ? fetchCmsContent(client, { take: 50 }).then((all) => all.items.find((post) => post.featured) ?? null) : Promise.resolve(null),
    ]);
    const pagesCount = Math.max(1, Math.ceil(list.totalItems / BLOG_PAGE_SIZE));
    // A page past the last one, or an unknown tag, has nothing to show: the 404 page says so.
    if (query.page > pagesCount || (query.tag !== undefined && !tags.some((tag) => tag.key === query.tag))) return null;
    return { ...list, pagesCount, tags, featured, query };
  });
}

export const meta: Route.MetaFunction = contentPageMeta('Blog', (_args, intl) => ({
  title: intl.formatMessage({ id: 'meta.blog.title' }),
  description: intl.formatMessage({ id: 'meta.blog.description' }),
}));

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { items, totalItems, pagesCount, tags, featured, query } = loaderData.content;
  return (
    <BlogListPage
      posts={items}
      totalItems={totalItems}
      pagesCount={pagesCount}
      tags={tags}
      query={query}
      featured={featured}
      newsletter={<BlogNewsletter />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
