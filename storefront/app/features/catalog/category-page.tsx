import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { LISTING_SORTS, type CategoryNode, type Listing } from '@shop/api';
import { Breadcrumb, CategoryTree, FacetList, SearchEmptyState, SortSelect } from '@shop/design-system';

import { listingSearch, type readListingQuery } from './listing-query';
import { ShopPagination } from '../../components/shop-pagination';
import { useLocale } from '../../lib/i18n/locale-route';
import { productPath } from '../../lib/routing/product-path';
import { renderRouterLink } from '../../lib/routing/router-link';
import type { EmptySearch } from './category-listing.server';
import { DestinationGrid } from './destination-grid';

interface CategoryPageProps {
  category: CategoryNode | undefined;
  tree: CategoryNode[];
  listing: Listing;
  query: ReturnType<typeof readListingQuery>;
  /** The page's own path, without query (`/fr/c/europe` or `/fr/Category`). */
  path: string;
  /** What a term that found nothing offers instead; null otherwise. */
  emptySearch: EmptySearch | null;
}

export function categoryPath(locale: string, slug: string): string {
  return `/${locale}/c/${slug}`;
}

/** Spec §2 category page: the region tree, facets, sort and pages, every choice kept in the URL. */
export function CategoryPage({ category, tree, listing, query, path, emptySearch }: CategoryPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const title = category?.label ?? intl.formatMessage({ id: 'category.all' });
  const go = (next: Partial<typeof query>) => void navigate(`${path}${listingSearch({ ...query, ...next })}`, { preventScrollReset: true });

  const toggleFilter = (code: string, value: string) => {
    const current = query.facets[code] ?? [];
    const values = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
    go({ facets: { ...query.facets, [code]: values }, page: 1 });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <Breadcrumb
        items={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), href: `/${locale}` }, { label: title }]}
        renderLink={renderRouterLink}
      />
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground" aria-live="polite">
          {query.term
            ? intl.formatMessage({ id: 'category.resultsForTerm' }, { count: listing.pagination.totalItems, term: query.term })
            : intl.formatMessage({ id: 'category.results' }, { count: listing.pagination.totalItems })}
        </p>
      </header>
      <div className="grid gap-8 desktop:grid-cols-[16rem_1fr]">
        <aside className="flex flex-col gap-6">
          <CategoryTree
            nodes={tree.map((node) => ({
              label: node.label,
              slug: node.slug,
              href: categoryPath(locale, node.slug),
              count: node.count,
              isCurrent: node.isCurrent,
            }))}
            renderLink={renderRouterLink}
          />
          <section aria-label={intl.formatMessage({ id: 'category.filters' })}>
            <FacetList facets={listing.facets} onToggle={toggleFilter} />
          </section>
        </aside>
        <section className="flex flex-col gap-4" aria-labelledby="category-results">
          <h2 id="category-results" className="sr-only">
            {title}
          </h2>
          <div className="flex justify-end">
            <SortSelect
              options={LISTING_SORTS.map((sort) => ({ value: sort, label: intl.formatMessage({ id: `sort.${sort}` }) }))}
              value={query.sort}
              onChange={(sort) => go({ sort: LISTING_SORTS.find((known) => known === sort) ?? 'latest', page: 1 })}
            />
          </div>
          {emptySearch ? (
            <SearchEmptyState
              term={query.term}
              destinations={emptySearch.destinations.map((destination) => ({
                ...destination,
                href: productPath(locale, destination.slug),
              }))}
              destinationsKind={emptySearch.kind}
              showAllHref={`${path}${listingSearch({ ...query, term: '', page: 1 })}`}
              headingLevel="h3"
              renderLink={renderRouterLink}
            />
          ) : listing.items.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">{intl.formatMessage({ id: 'category.noResults' })}</p>
          ) : (
            <DestinationGrid items={listing.items} headingLevel="h3" besideFilters />
          )}
          <ShopPagination
            currentPage={listing.pagination.currentPage}
            pagesCount={listing.pagination.pagesCount}
            hrefForPage={(page) => `${path}${listingSearch({ ...query, page })}`}
          />
        </section>
      </div>
    </div>
  );
}
