import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useIntl } from 'react-intl';

import { getCategoryProducts, MAX_ITEMS_PER_PAGE } from '@shop/api';

import type { Route } from './+types/home';
import { ErrorPage } from '../components/error-page';
import { PLAN_TYPE_PARAM, PlanTypeTabs } from '../features/catalog/plan-type-tabs';
import { alternateLinks, alternatesOf } from '../lib/alternates';
import { withErrorMeta } from '../lib/error-meta';
import { shopConfig } from '../config.server';
import { detectLocale } from '../lib/locale-detection';
import { requireLocale } from '../lib/locale-route';
import { intlOfMatches, rootDataOf } from '../lib/root-data';
import { shopClientFor, toRouteError } from '../lib/shop.server';

/** Spec §7: local and regional listings come from their category slugs (backend/seed). */
const CATEGORY_SLUGS = { local: 'local-esims', regional: 'regional-esims' } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, detectLocale(request, shopConfig().defaultLocale));
  const client = shopClientFor(request, context, locale);
  try {
    const [local, regional] = await Promise.all([
      getCategoryProducts(client, { category: CATEGORY_SLUGS.local, itemsPerPage: MAX_ITEMS_PER_PAGE, sort: 'name-asc' }),
      getCategoryProducts(client, { category: CATEGORY_SLUGS.regional, itemsPerPage: MAX_ITEMS_PER_PAGE, sort: 'name-asc' }),
    ]);
    return { local: local.items, regional: regional.items, alternates: alternatesOf((code) => `/${code}`) };
  } catch (error) {
    return toRouteError(error);
  }
}

/** Switching tabs only rewrites `?tab`: the listings stay as loaded. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutTab = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete(PLAN_TYPE_PARAM);
    return `${url.pathname}?${search.toString()}`;
  };
  return withoutTab(currentUrl) !== withoutTab(nextUrl) && defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches, loaderData }) => {
  const intl = intlOfMatches(matches);
  const root = rootDataOf(matches);
  if (!intl || !root) return [];
  return [
    { title: `${intl.formatMessage({ id: 'meta.home.title' })} | ${intl.formatMessage({ id: 'meta.siteName' })}` },
    { name: 'description', content: intl.formatMessage({ id: 'meta.home.description' }) },
    ...alternateLinks(root, loaderData?.alternates ?? {}, `/${root.locale}`),
  ];
});

export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage({ id: 'home.heading' })}</h1>
        <p className="max-w-3xl text-muted-foreground">{intl.formatMessage({ id: 'home.intro' })}</p>
      </header>
      <PlanTypeTabs local={loaderData.local} regional={loaderData.regional} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
