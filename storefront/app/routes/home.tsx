import { getReviewSummary, type ReviewSummary } from '@shop/api';

import type { Route } from './+types/home';
import { ErrorPage } from '../components/error-page';
import { cataloguePage } from '../lib/cache/cache-policy';
import { loadPopularShelf } from '../features/catalog/destination-tabs.server';
import { DestinationTabsPage } from '../features/catalog/destination-tabs-page';
import { planTypeQuery, revalidateUnlessOnlyTabChanged } from '../features/catalog/plan-type-param';
import { PopularDestinations } from '../features/catalog/popular-destinations';
import { ShopPromises } from '../features/layout/shop-promises';
import { RatingSummary } from '../features/reviews/rating-summary';
import { alternatesOf } from '../lib/i18n/alternates';
import { withErrorMeta } from '../lib/seo/error-meta';
import { pageMeta } from '../lib/seo/page-meta';
import { shopConfig } from '../config.server';
import { detectLocale } from '../lib/i18n/locale-detection.server';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches, rootDataOf } from '../lib/react/root-data';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';

/** The selected tab (`?tab=regional`) is rendered by the server. */
export const handle = cataloguePage(planTypeQuery);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, detectLocale(request, shopConfig().defaultLocale));
  const client = shopClientFor(request, context, locale);
  // The rating block is a nicety: without it the home page still sells.
  const summary = getReviewSummary(client).catch((): ReviewSummary | null => null);
  try {
    return { popular: await loadPopularShelf(client), summary: await summary, alternates: alternatesOf((code) => `/${code}`) };
  } catch (error) {
    return toRouteError(error);
  }
}

export const shouldRevalidate = revalidateUnlessOnlyTabChanged;

export const meta: Route.MetaFunction = withErrorMeta(({ matches, loaderData }) => {
  const intl = intlOfMatches(matches);
  const root = rootDataOf(matches);
  if (!intl || !root) return [];
  return pageMeta({
    intl,
    root,
    title: intl.formatMessage({ id: 'meta.home.title' }),
    description: intl.formatMessage({ id: 'meta.home.description' }),
    canonicalPath: `/${root.locale}`,
    alternates: loaderData?.alternates ?? {},
  });
});

/** Spec §2 home: the promises, the popular destinations in Local and Regional tabs (each leading to all of its type), the rating. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <DestinationTabsPage headingId="home.heading" introId="home.intro">
      <ShopPromises />
      <PopularDestinations shelf={loaderData.popular} />
      {loaderData.summary ? <RatingSummary summary={loaderData.summary} linkToReviews /> : null}
    </DestinationTabsPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
