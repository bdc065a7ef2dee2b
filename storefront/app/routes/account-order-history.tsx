import { useIntl } from 'react-intl';

import type { Route } from './+types/account-order-history';
import { fetchOrders } from '@shop/api';

import { accountRouteError } from '../features/account/account-guard.server';
import { accountMeta } from '../features/account/account-meta';
import { useDisplayTimeZone } from '../features/account/account-requests';
import { AccountContact } from '../features/account/account-contact';
import { OrderHistoryView } from '../features/account/order-history-view';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { shopClientFor } from '../lib/shop-api/shop.server';

/** Spec §2 MyAccount/OrderHistory (`?page=`): "my eSIMs", newest first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const pageParam = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = await fetchOrders(shopClientFor(request, context, locale), { page: Number.isFinite(pageParam) ? pageParam : 1 }).catch(
    accountRouteError,
  );
  return { page };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => accountMeta(matches, 'orders.heading'));

export default function AccountOrderHistory({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const timeZone = useDisplayTimeZone();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{intl.formatMessage({ id: 'orders.heading' })}</h1>
      <OrderHistoryView initial={loaderData.page} {...(timeZone ? { timeZone } : {})} />
      <AccountContact />
    </>
  );
}
