import type { ReactNode } from 'react';

import type { CmsPage } from '@shop/api';

import { MarkdownContent } from './markdown-content';
import type { WithMarkdown } from './markdown-tree';

interface CmsPageViewProps {
  page: WithMarkdown<CmsPage, 'body'>;
  /** What follows the text (the installation page's videos and compatibility checker). */
  children?: ReactNode;
}

/** Terms, privacy and installation (spec §2): the page's title and its Markdown text, in the shopper's language. */
export function CmsPageView({ page, children }: CmsPageViewProps) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col px-4 py-8" aria-labelledby="content-title">
      <h1 id="content-title" className="text-3xl font-bold tracking-tight">
        {page.title}
      </h1>
      <MarkdownContent tree={page.body} className="text-base" />
      {children}
    </article>
  );
}
