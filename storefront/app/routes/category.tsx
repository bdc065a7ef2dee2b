import { useIntl } from 'react-intl';

import type { Route } from './+types/category';
import { ErrorPage } from '../components/error-page';
import { JsonLd } from '../components/json-ld';
import { loadCategoryPage } from '../features/catalog/category-listing.server';
import { CategoryPage, categoryPath } from '../features/catalog/category-page';
import { alternatesOf } from '../lib/i18n/alternates';
import { cataloguePage } from '../lib/cache/cache-policy';
import { withErrorMeta } from '../lib/seo/error-meta';
import { pageMeta } from '../lib/seo/page-meta';
import { canonicalListingQuery, listingSearch } from '../features/catalog/listing-query';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches, rootDataOf, useRootData } from '../lib/react/root-data';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';

/** Spec §2: the listing's own keys, and any other key that names one of the catalogue's facets. */
export const handle = cataloguePage(canonicalListingQuery, { facetFilters: true });

/** `/{lang}/Category` (every plan) and `/{lang}/c/{slug}` (one category), spec §2. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const slug = 'slug' in params ? params.slug : undefined;
  const url = new URL(request.url);
  try {
    const page = await loadCategoryPage(shopClientFor(request, context, locale), slug, url.searchParams);
    const alternates = alternatesOf((code) => {
      if (!page.category) return `/${code}/Category`;
      const localized = page.category.slugByLocale[code];
      return localized ? categoryPath(code, localized) : undefined;
    });
    return { ...page, path: url.pathname, alternates };
  } catch (error) {
    return toRouteError(error);
  }
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches, loaderData }) => {
  const intl = intlOfMatches(matches);
  const root = rootDataOf(matches);
  if (!intl || !root || !loaderData) return [];
  const name = loaderData.category?.label ?? intl.formatMessage({ id: 'category.all' });
  const canonical = `${loaderData.path}${listingSearch({ ...loaderData.query, page: loaderData.query.page })}`;
  return pageMeta({
    intl,
    root,
    title: intl.formatMessage({ id: 'meta.category.title' }, { name }),
    description: intl.formatMessage({ id: 'meta.category.description' }, { name }),
    canonicalPath: canonical,
    alternates: loaderData.alternates,
  });
});

export default function Category({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const intl = useIntl();
  const { category, tree, listing, query, path, emptySearch } = loaderData;
  const name = category?.label ?? intl.formatMessage({ id: 'category.all' });
  return (
    <>
      <CategoryPage category={category} tree={tree} listing={listing} query={query} path={path} emptySearch={emptySearch} />
      {root ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              {
                '@type': 'ListItem',
                position: 1,
                name: intl.formatMessage({ id: 'breadcrumb.home' }),
                item: new URL(`/${root.locale}`, root.origin).toString(),
              },
              { '@type': 'ListItem', position: 2, name, item: new URL(path, root.origin).toString() },
            ],
          }}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
