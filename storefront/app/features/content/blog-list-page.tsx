import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { BlogPost, BlogTag } from '@shop/api';
import { BlogCard } from '@shop/design-system';

import { ShopPagination } from '../../components/shop-pagination';
import { useLocale } from '../../lib/i18n/locale-route';
import { renderRouterLink } from '../../lib/routing/router-link';
import { blogPostPath, contentPath } from '../../lib/routing/content-paths';
import { blogSearch, type BlogQuery } from './blog-query';

interface BlogListPageProps {
  posts: BlogPost[];
  totalItems: number;
  pagesCount: number;
  tags: BlogTag[];
  query: BlogQuery;
  /** The featured post: shown on the first page of every post, not on a tag's or a later page. */
  featured: BlogPost | null;
  /** The newsletter sign-up shown beside the featured post. */
  newsletter: ReactNode;
}

function useBlogCardProps() {
  const intl = useIntl();
  const locale = useLocale();
  return (post: BlogPost) => {
    const tag = post.tags[0];
    return {
      href: blogPostPath(locale, post.slug),
      title: post.title,
      excerpt: post.excerpt,
      dateLabel: intl.formatDate(post.publishedAt, { dateStyle: 'long' }),
      viewCount: post.viewCount,
      ...(post.cover ? { image: { src: post.cover.preview, width: post.cover.width, height: post.cover.height, alt: '' } } : {}),
      ...(tag ? { tag: { label: tag.name, href: `${contentPath(locale, 'Blog')}${blogSearch({ page: 1, tag: tag.key })}` } } : {}),
      renderLink: renderRouterLink,
    };
  };
}

/** Spec §2 Blog list: the featured block with the newsletter sign-up, then the posts as cards (image, title, views, tag). */
export function BlogListPage({ posts, totalItems, pagesCount, tags, query, featured, newsletter }: BlogListPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const cardProps = useBlogCardProps();
  const blogPath = contentPath(locale, 'Blog');
  const activeTag = tags.find((tag) => tag.key === query.tag);
  const shownFeatured = query.page === 1 && query.tag === undefined ? featured : null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {activeTag ? intl.formatMessage({ id: 'blog.tagHeading' }, { name: activeTag.name }) : intl.formatMessage({ id: 'blog.heading' })}
        </h1>
        <p className="text-muted-foreground">{intl.formatMessage({ id: 'blog.intro' })}</p>
      </header>
      {shownFeatured ? (
        <section aria-labelledby="blog-featured" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <h2 id="blog-featured" className="sr-only">
            {intl.formatMessage({ id: 'blog.featured' })}
          </h2>
          <BlogCard {...cardProps(shownFeatured)} featured />
          {newsletter}
        </section>
      ) : null}
      <nav aria-label={intl.formatMessage({ id: 'blog.tags' })}>
        <ul className="flex flex-wrap gap-2">
          {[{ key: undefined, name: intl.formatMessage({ id: 'blog.allPosts' }) }, ...tags].map((tag) => (
            <li key={tag.key ?? 'all'}>
              <Link
                to={`${blogPath}${blogSearch({ page: 1, tag: tag.key })}`}
                aria-current={tag.key === query.tag ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="blog-posts" className="flex flex-col gap-6">
        <h2 id="blog-posts" className="text-xl font-bold">
          {intl.formatMessage({ id: 'blog.latest' }, { count: totalItems })}
        </h2>
        {posts.length === 0 ? (
          <p className="text-muted-foreground">{intl.formatMessage({ id: 'blog.empty' })}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.key}>
                <BlogCard {...cardProps(post)} />
              </li>
            ))}
          </ul>
        )}
        <ShopPagination
          currentPage={query.page}
          pagesCount={pagesCount}
          hrefForPage={(page) => `${blogPath}${blogSearch({ ...query, page })}`}
        />
      </section>
    </div>
  );
}
