import type { Route } from './+types/home';
import { ErrorPage } from '../components/error-page';
import { CATALOGUE_PAGE } from '../lib/cache-policy';
import { loadDestinationTabs } from '../features/catalog/destination-tabs.server';
import { DestinationTabsPage } from '../features/catalog/destination-tabs-page';
import { revalidateUnlessOnlyTabChanged } from '../features/catalog/plan-type-tabs';
import { alternatesOf } from '../lib/alternates';
import { withErrorMeta } from '../lib/error-meta';
import { listingPageMeta } from '../lib/page-meta';
import { shopConfig } from '../config.server';
import { detectLocale } from '../lib/locale-detection';
import { requireLocale } from '../lib/locale-route';
import { intlOfMatches, rootDataOf } from '../lib/root-data';
import { shopClientFor, toRouteError } from '../lib/shop.server';

export const handle = CATALOGUE_PAGE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, detectLocale(request, shopConfig().defaultLocale));
  const client = shopClientFor(request, context, locale);
  try {
    return { ...(await loadDestinationTabs(client)), alternates: alternatesOf((code) => `/${code}`) };
  } catch (error) {
    return toRouteError(error);
  }
}

export const shouldRevalidate = revalidateUnlessOnlyTabChanged;

export const meta: Route.MetaFunction = withErrorMeta(({ matches, loaderData }) => {
  const intl = intlOfMatches(matches);
  const root = rootDataOf(matches);
  if (!intl || !root) return [];
  return listingPageMeta({
    intl,
    root,
    title: intl.formatMessage({ id: 'meta.home.title' }),
    description: intl.formatMessage({ id: 'meta.home.description' }),
    canonicalPath: `/${root.locale}`,
    alternates: loaderData?.alternates ?? {},
  });
});

export default function Home({ loaderData }: Route.ComponentProps) {
  return <DestinationTabsPage headingId="home.heading" introId="home.intro" local={loaderData.local} regional={loaderData.regional} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
