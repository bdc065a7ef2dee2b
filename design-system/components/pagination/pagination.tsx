import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { ChevronLeftIcon, ChevronRightIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { clampPage, paginationItems, type PaginationItem } from './pagination.logic';
import type { paginationMessages } from './pagination.messages';
import { paginationLinkVariants } from './pagination.variants';

export interface PaginationProps {
  /** 1-based page on screen (spec §3 Pagination `current_page`); clamped into range. */
  currentPage: number;
  /** Spec §3 Pagination `pages_count`. With one page or none, nothing renders. */
  pagesCount: number;
  /** URL of a page, e.g. the listing URL with `?page=3` (spec §2): real links, so paging works without JS. */
  hrefForPage: (page: number) => string;
  /** Pages shown on each side of the current one from the tablet breakpoint up (phones show none). Default 1. */
  siblingCount?: number;
  renderLink?: RenderLink;
  className?: string;
}

/**
 * Page links of a listing: previous, numbers with gaps, next. The bar keeps
 * a constant length (see `paginationItems`); phones get a shorter one, without
 * neighbours, so it fits 320 px.
 */
export function Pagination({
  currentPage,
  pagesCount,
  hrefForPage,
  siblingCount = 1,
  renderLink = renderAnchor,
  className,
}: PaginationProps) {
  const text = useComponentText<typeof paginationMessages>('Pagination');
  if (!Number.isFinite(pagesCount) || pagesCount <= 1) return null;
  const current = clampPage(currentPage, pagesCount);

  function pageList(items: PaginationItem[], visibility: string) {
    return (
      <ul className={cn('items-center gap-1', visibility)}>
        {items.map((item) =>
          item.type === 'gap' ? (
            // The gap is visual only; the links either side say which pages are near.
            <li
              key={`gap-${item.key}`}
              aria-hidden="true"
              className="inline-flex h-11 min-w-6 items-end justify-center pb-2 text-muted-foreground"
            >
              {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- an ellipsis sign, hidden from readers: no language */}
              {'…'}
            </li>
          ) : (
            <li key={item.page}>
              {renderLink({
                href: hrefForPage(item.page),
                className: paginationLinkVariants({ state: item.page === current ? 'current' : 'idle' }),
                'aria-current': item.page === current ? 'page' : undefined,
                'aria-label': text('page', { page: item.page }),
                children: item.page,
              })}
            </li>
          ),
        )}
      </ul>
    );
  }

  return (
    <nav aria-label={text('label')} data-slot="pagination" className={cn('flex justify-center', className)}>
      <div className="flex items-center gap-1">
        {current > 1 ? (
          renderLink({
            href: hrefForPage(current - 1),
            rel: 'prev',
            className: paginationLinkVariants(),
            children: <Direction label={text('previous')} icon="previous" />,
          })
        ) : (
          // A link with nowhere to go, marked disabled: announced as an unavailable link, never focused.
          <span role="link" aria-disabled="true" className={paginationLinkVariants({ state: 'disabled' })}>
            <Direction label={text('previous')} icon="previous" />
          </span>
        )}
        {pageList(paginationItems(current, pagesCount, 0), 'flex tablet:hidden')}
        {pageList(paginationItems(current, pagesCount, siblingCount), 'hidden tablet:flex')}
        {current < pagesCount ? (
          renderLink({
            href: hrefForPage(current + 1),
            rel: 'next',
            className: paginationLinkVariants(),
            children: <Direction label={text('next')} icon="next" />,
          })
        ) : (
          <span role="link" aria-disabled="true" className={paginationLinkVariants({ state: 'disabled' })}>
            <Direction label={text('next')} icon="next" />
          </span>
        )}
      </div>
    </nav>
  );
}

/** Arrow plus label; the label is visible from the tablet breakpoint and read everywhere. */
function Direction({ label, icon }: { label: string; icon: 'previous' | 'next' }) {
  return (
    <>
      {icon === 'previous' ? <ChevronLeftIcon /> : null}
      <span className="sr-only tablet:not-sr-only">{label}</span>
      {icon === 'next' ? <ChevronRightIcon /> : null}
    </>
  );
}
