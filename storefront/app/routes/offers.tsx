import type { Route } from './+types/offers';
import { ErrorPage } from '../components/error-page';
import { cataloguePage } from '../lib/cache/cache-policy';
import { DestinationIndex } from '../features/catalog/destination-index';
import { loadDestinationIndex } from '../features/catalog/destination-tabs.server';
import { DestinationTabsPage } from '../features/catalog/destination-tabs-page';
import { planTypeQuery, revalidateUnlessOnlyTabChanged } from '../features/catalog/plan-type-param';
import { alternatesOf } from '../lib/i18n/alternates';
import { withErrorMeta } from '../lib/seo/error-meta';
import { pageMeta } from '../lib/seo/page-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches, rootDataOf } from '../lib/react/root-data';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';

/**
 * Spec §2 Offers (`/{lang}/Offers`, `esims.html`, `esim-offers.html`): every destination in Local
 * and Regional tabs, as compact rows a shopper can narrow by typing.
 */
/** The selected tab (`?tab=regional`) is rendered by the server. */
export const handle = cataloguePage(planTypeQuery);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  try {
    return {
      index: await loadDestinationIndex(shopClientFor(request, context, locale), await context.flagSheetLayout?.()),
      alternates: alternatesOf((code) => `/${code}/Offers`),
    };
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
    title: intl.formatMessage({ id: 'meta.offers.title' }),
    description: intl.formatMessage({ id: 'meta.offers.description' }),
    canonicalPath: `/${root.locale}/Offers`,
    alternates: loaderData?.alternates ?? {},
  });
});

export default function Offers({ loaderData }: Route.ComponentProps) {
  return (
    <DestinationTabsPage headingId="offers.heading" introId="offers.intro">
      <DestinationIndex index={loaderData.index} />
    </DestinationTabsPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
