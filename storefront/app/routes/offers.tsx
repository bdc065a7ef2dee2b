import { useIntl } from 'react-intl';

import type { Route } from './+types/offers';
import { ErrorPage } from '../components/error-page';
import { CATALOGUE_PAGE } from '../lib/cache-policy';
import { loadDestinationTabs } from '../features/catalog/destination-tabs.server';
import { PlanTypeTabs, revalidateUnlessOnlyTabChanged } from '../features/catalog/plan-type-tabs';
import { alternateLinks, alternatesOf } from '../lib/alternates';
import { withErrorMeta } from '../lib/error-meta';
import { requireLocale } from '../lib/locale-route';
import { intlOfMatches, rootDataOf } from '../lib/root-data';
import { shopClientFor, toRouteError } from '../lib/shop.server';

/** Spec §2 Offers (`/{lang}/Offers`, `esims.html`, `esim-offers.html`): every destination in Local and Regional tabs. */
export const handle = CATALOGUE_PAGE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  try {
    return { ...(await loadDestinationTabs(shopClientFor(request, context, locale))), alternates: alternatesOf((code) => `/${code}/Offers`) };
  } catch (error) {
    return toRouteError(error);
  }
}

export const shouldRevalidate = revalidateUnlessOnlyTabChanged;

export const meta: Route.MetaFunction = withErrorMeta(({ matches, loaderData }) => {
  const intl = intlOfMatches(matches);
  const root = rootDataOf(matches);
  if (!intl || !root) return [];
  return [
    { title: `${intl.formatMessage({ id: 'meta.offers.title' })} | ${intl.formatMessage({ id: 'meta.siteName' })}` },
    { name: 'description', content: intl.formatMessage({ id: 'meta.offers.description' }) },
    ...alternateLinks(root, loaderData?.alternates ?? {}, `/${root.locale}/Offers`),
  ];
});

export default function Offers({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage({ id: 'offers.heading' })}</h1>
        <p className="max-w-3xl text-muted-foreground">{intl.formatMessage({ id: 'offers.intro' })}</p>
      </header>
      <PlanTypeTabs local={loaderData.local} regional={loaderData.regional} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
