import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';

import { isShopLocale } from '@shop/api/locale';

import type { Route } from './+types/locale';
import { ErrorPage } from '../components/error-page';
import { errorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';

/** Guards the `/{lang}` prefix: an unknown language is the 404 page (spec §8), inside the default layout. */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params.lang, 'en');
  return null;
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang && !isShopLocale(nextParams.lang);
}

export default function LocaleRoute() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ matches, error }) => (error ? errorMeta(matches, error) : []);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
