import { useIntl } from 'react-intl';

import type { Route } from './+types/account-profile';
import { getAvailableCountries } from '@shop/api';

import { accountRouteError, requireCustomer } from '../features/account/account-guard.server';
import { accountMeta } from '../features/account/account-meta';
import { ProfileView } from '../features/account/profile-view';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { shopClientFor } from '../lib/shop-api/shop.server';

/** Spec §2 MyAccount/MyProfile: the personal information form (§3, §5 profile update). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const client = shopClientFor(request, context, locale);
  const [customer, countries] = await Promise.all([
    requireCustomer(request, client),
    getAvailableCountries(client).catch(accountRouteError),
  ]);
  return { customer, countries };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => accountMeta(matches, 'profile.heading'));

export default function AccountProfile({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{intl.formatMessage({ id: 'profile.heading' })}</h1>
      <ProfileView key={loaderData.customer.id} customer={loaderData.customer} countries={loaderData.countries} />
    </>
  );
}
