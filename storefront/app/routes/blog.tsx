import { getBlogListing } from '@shop/api';

import type { Route } from './+types/blog';
import { ErrorPage } from '../components/error-page';
import { BlogListPage } from '../features/content/blog-list-page';
import { BLOG_PAGE_SIZE, blogQueryOf, blogSearch } from '../features/content/blog-query';
import { contentPageMeta } from '../features/content/content-meta';
import { loadContentPage } from '../features/content/content-route.server';
import { BlogNewsletter } from '../features/newsletter/newsletter-signup-form';
import { cataloguePage } from '../lib/cache/cache-policy';

/** Spec §2 Blog list (`/{lang}/Blog`, `blog.html`; `?category=` is the page, `?tag=` a tag's posts). */
export const handle = cataloguePage(({ search }) => blogSearch(blogQueryOf(search)).slice(1));

export function loader(args: Route.LoaderArgs) {
  const query = blogQueryOf(new URL(args.request.url).searchParams);
  return loadContentPage(args, 'Blog', async (client) => {
    const listing = await getBlogListing(client, { page: query.page, perPage: BLOG_PAGE_SIZE, ...(query.tag ? { tag: query.tag } : {}) });
    return listing && { ...listing, query: { ...query, page: listing.posts.page } };
  });
}

export const meta: Route.MetaFunction = contentPageMeta('Blog', (_args, intl) => ({
  title: intl.formatMessage({ id: 'meta.blog.title' }),
  description: intl.formatMessage({ id: 'meta.blog.description' }),
}));

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, tags, featured, query } = loaderData.content;
  return (
    <BlogListPage
      posts={posts.items}
      totalItems={posts.totalItems}
      pagesCount={posts.pagesCount}
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
