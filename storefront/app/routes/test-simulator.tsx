import { data } from 'react-router';

import type { Route } from './+types/test-simulator';
import { getCardPaymentConfig } from '@shop/api';

import { ChallengeSimulatorPage } from '../features/payment/challenge-simulator-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches } from '../lib/react/root-data';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';

/**
 * Spec §2 Test simulator (`/{lang}/test-simulator`, `/{lang}/TestSimulator`): the sandbox
 * acquirer's 3-D Secure challenge. With a production gateway configured the page does not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const config = await getCardPaymentConfig(shopClientFor(request, context, locale)).catch(toRouteError);
  const challengeId = new URL(request.url).searchParams.get('ref');
  if (!config.sandbox || !challengeId) throw data(null, { status: 404 });
  return { config, challengeId };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'meta.simulator.title' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function TestSimulator({ loaderData }: Route.ComponentProps) {
  return <ChallengeSimulatorPage config={loaderData.config} challengeId={loaderData.challengeId} />;
}
