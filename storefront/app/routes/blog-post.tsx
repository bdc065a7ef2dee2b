import { data } from 'react-router';

import { getBlogPost } from '@shop/api';
import { fromLanguageCode } from '@shop/api/locale';

import type { Route } from './+types/blog-post';
import { ErrorPage } from '../components/error-page';
import { BlogPostPage } from '../features/content/blog-post-page';
import { blogPostPath, blogSlugOf } from '../lib/routing/content-paths';
import { loadContentPage } from '../features/content/content-route.server';
import { markdownTree } from '../features/content/markdown-tree.server';
import { alternatesOf } from '../lib/i18n/alternates';
import { cataloguePage } from '../lib/cache/cache-policy';
import { withErrorMeta } from '../lib/seo/error-meta';
import { pageMeta } from '../lib/seo/page-meta';
import { intlOfMatches, rootDataOf } from '../lib/react/root-data';

/** Spec §2 Blog post (`/{lang}/blog/{blogSlug}.html`, `/{lang}/BlogPost?slug=`): a slug of any language finds the post. */
/** `/{lang}/BlogPost?slug=` names its post by the query. */
const SLUG_PARAM = 'slug';

/** The slug names the post on `/{lang}/BlogPost` only: `/{lang}/blog/{file}` names it by its path. */
export const handle = cataloguePage(({ search, params }) => {
  const slug = search.get(SLUG_PARAM);
  return params['file'] === undefined && slug ? new URLSearchParams({ [SLUG_PARAM]: slug }).toString() : '';
});

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const slug = args.params.file === undefined ? url.searchParams.get(SLUG_PARAM) : blogSlugOf(args.params.file);
  if (!slug) throw data(null, { status: 404 });
  const page = await loadContentPage(args, 'Blog', async (client) => {
    const post = await getBlogPost(client, slug);
    return post ? { ...post, body: markdownTree(post.body) } : null;
  });
  const slugs = new Map(page.content.slugs.map((entry) => [fromLanguageCode(entry.languageCode), entry.slug]));
  return {
    ...page,
    alternates: alternatesOf((locale) => (slugs.has(locale) ? blogPostPath(locale, slugs.get(locale) ?? '') : undefined)),
    origin: url.origin,
  };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches, loaderData }) => {
  const intl = intlOfMatches(matches);
  const root = rootDataOf(matches);
  if (!intl || !root || !loaderData) return [];
  const post = loaderData.content;
  return pageMeta({
    intl,
    root,
    title: post.title,
    description: post.metaDescription,
    canonicalPath: blogPostPath(root.locale, post.slug),
    alternates: loaderData.alternates,
    ogType: 'article',
    ...(post.cover ? { image: post.cover.preview } : {}),
  });
});

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.content} origin={loaderData.origin} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
