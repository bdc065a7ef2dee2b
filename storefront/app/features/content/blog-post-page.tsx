import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import type { BlogPost } from '@shop/api';

import { JsonLd } from '../../components/json-ld';
import { blogPostJsonLd } from './blog-structured-data';
import { MarkdownContent } from './markdown-content';
import { useLocale } from '../../lib/i18n/locale-route';
import { blogPostViewsPath, viewCountOf } from '../../lib/routing/blog-post-views';
import type { WithMarkdown } from './markdown-tree';

const VIEWED_PREFIX = 'esim_blog_viewed:';

/**
 * The count the backend answered when this tab counted the post, or null when it has not counted
 * it: a reload is the same visit.
 */
function countedBefore(key: string): number | null {
  try {
    const stored = window.sessionStorage.getItem(`${VIEWED_PREFIX}${key}`);
    return stored === null ? null : Number.parseInt(stored, 10) || 0;
  } catch {
    return null;
  }
}

function rememberCounted(key: string, count: number): void {
  try {
    window.sessionStorage.setItem(`${VIEWED_PREFIX}${key}`, String(count));
  } catch {
    // Storage refused (private mode): the backend still counts one view per session.
  }
}

/**
 * Counts this visit once the page is on screen (a browser's visit, not a crawler's or a cache's
 * render) and shows the count the backend answers. The tab remembers that count, and the backend
 * counts a session once: a visitor's very first requests can each open a session of their own, so
 * the session alone would count a reload again. A reload shows the remembered count when the page
 * holds an older one: the page cache serves the same copy to every reader (a session's too, issue
 * 36) and renders it again when staff change the post, not on every view.
 */
function useRecordedViews(post: Pick<BlogPost, 'key' | 'slug' | 'viewCount'>): number {
  const locale = useLocale();
  // The count the backend answered for this post; until then (or for another post) the rendered one.
  const [recorded, setRecorded] = useState<{ key: string; count: number } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const counted = countedBefore(post.key);
    // A plain request to the storefront, which asks the shop: no shop client loads for a reader.
    const answered: Promise<number | null> =
      counted !== null
        ? Promise.resolve(counted)
        : fetch(blogPostViewsPath(locale, post.slug), { method: 'POST', signal: controller.signal })
            .then((response) => (response.ok ? response.json() : null))
            .then((answer: unknown) => {
              const count = viewCountOf(answer);
              // No count answered: remembered as none, so the page's own shows.
              rememberCounted(post.key, count ?? 0);
              return count;
            });
    answered
      .then((count) => {
        if (count !== null && !controller.signal.aborted) setRecorded({ key: post.key, count });
      })
      // A lost count changes nothing the reader sees: the page keeps the count it was rendered with.
      .catch(() => undefined);
    return () => controller.abort();
  }, [post.key, post.slug, locale]);
  return recorded?.key === post.key ? Math.max(recorded.count, post.viewCount) : post.viewCount;
}

/** Spec §2 Blog post: the post with its author, published and updated dates in the locale's format, and its views. */
export function BlogPostPage({ post, origin }: { post: WithMarkdown<BlogPost, 'body'>; origin: string }) {
  const intl = useIntl();
  const views = useRecordedViews(post);
  const updated =
    post.contentUpdatedAt && post.contentUpdatedAt.slice(0, 10) !== post.publishedAt.slice(0, 10) ? post.contentUpdatedAt : null;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8" aria-labelledby="post-title">
      <JsonLd data={blogPostJsonLd(post, origin)} />
      <header className="flex flex-col gap-3">
        {post.tags.length > 0 ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{post.tags.map((tag) => tag.name).join(' · ')}</p>
        ) : null}
        <h1 id="post-title" className="text-3xl font-bold tracking-tight">
          {post.title}
        </h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{intl.formatMessage({ id: 'blog.by' }, { name: post.author })}</span>
          <span>
            {intl.formatMessage(
              { id: 'blog.published' },
              { date: <time dateTime={post.publishedAt}>{intl.formatDate(post.publishedAt, { dateStyle: 'long' })}</time> },
            )}
          </span>
          {updated ? (
            <span>
              {intl.formatMessage(
                { id: 'blog.updated' },
                { date: <time dateTime={updated}>{intl.formatDate(updated, { dateStyle: 'long' })}</time> },
              )}
            </span>
          ) : null}
          <span data-testid="blog-views">{intl.formatMessage({ id: 'blog.views' }, { count: views })}</span>
        </p>
      </header>
      {post.cover ? (
        <img
          src={post.cover.preview}
          width={post.cover.width}
          height={post.cover.height}
          alt=""
          className="h-auto w-full rounded-lg"
          fetchPriority="high"
        />
      ) : null}
      <MarkdownContent tree={post.body} className="text-base" />
    </article>
  );
}
