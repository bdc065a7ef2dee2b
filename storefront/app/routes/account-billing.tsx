import { useIntl } from 'react-intl';

import type { Route } from './+types/account-billing';
import { getAvailableCountries, getSavedAddresses } from '@shop/api';

import { accountRouteError } from '../features/account/account-guard.server';
import { accountMeta } from '../features/account/account-meta';
import { BillingDetailsView } from '../features/account/billing-details-view';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { shopClientFor } from '../lib/shop-api/shop.server';

/** Spec §2 MyAccount/BillingDetails: the saved billing addresses, prefilled at checkout. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const client = shopClientFor(request, context, locale);
  const [addresses, countries] = await Promise.all([getSavedAddresses(client), getAvailableCountries(client)]).catch(accountRouteError);
  return { addresses, countries };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => accountMeta(matches, 'billing.heading'));

export default function AccountBilling({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{intl.formatMessage({ id: 'billing.heading' })}</h1>
      <p className="text-muted-foreground">{intl.formatMessage({ id: 'billing.intro' })}</p>
      <BillingDetailsView initial={loaderData.addresses} countries={loaderData.countries} />
    </>
  );
}
