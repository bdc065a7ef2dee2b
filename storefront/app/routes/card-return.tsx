import { data } from 'react-router';

import type { Route } from './+types/card-return';
import { getCardPaymentConfig } from '@shop/api';

import { CardReturnPage } from '../features/payment/card-return-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches } from '../lib/react/root-data';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';

/** `sandbox` → `SandboxReturn`: the spec's "ComnpayReturn-style" name of the same page. */
function returnPageNames(provider: string): string[] {
  return [`${provider}.html`, `${provider.charAt(0).toUpperCase()}${provider.slice(1)}Return`];
}

/** What a provider's redirect back carries, besides the sandbox's md, paRes and cres (Stripe's three). */
const PROVIDER_RETURN_PARAMETERS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * Spec §2 card payment return (`/{lang}/payment/{card-provider}.html`): the shopper is back from
 * 3-D Secure with md, paRes and cres (the sandbox) or the provider's own parameters (Stripe's);
 * the shop has the provider verify the payment before anything changes.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const config = await getCardPaymentConfig(shopClientFor(request, context, locale)).catch(toRouteError);
  if (!returnPageNames(config.provider).includes(params.page)) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  if (config.provider === 'sandbox') return { md: query.get('md') ?? '', paRes: query.get('paRes') ?? '', cres: query.get('cres') ?? '' };
  const returnParameters: Record<string, string> = {};
  for (const name of PROVIDER_RETURN_PARAMETERS) {
    const value = query.get(name);
    if (value !== null && value.length <= 1_024) returnParameters[name] = value;
  }
  return { returnParameters };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'payment.processing' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function CardReturn({ loaderData }: Route.ComponentProps) {
  return <CardReturnPage {...loaderData} />;
}
