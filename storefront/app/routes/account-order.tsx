import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { Route } from './+types/account-order';
import { getAccountOrder } from '@shop/api';

import { ErrorPage } from '../components/error-page';
import { accountRouteError } from '../features/account/account-guard.server';
import { accountMeta } from '../features/account/account-meta';
import { installPlatformOf, useDisplayTimeZone } from '../features/account/account-requests';
import { OrderDetailsView } from '../features/account/order-details-view';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale, useLocale } from '../lib/i18n/locale-route';
import { shopClientFor } from '../lib/shop-api/shop.server';

/**
 * Spec §2 order details (`/{lang}/MyAccount/Order/:orderId`). Another customer's order and an
 * unknown id are the same 404 page: nothing tells them apart.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const order = await getAccountOrder(shopClientFor(request, context, locale), { id: params.orderId }).catch(accountRouteError);
  return { order, platform: installPlatformOf(request.headers.get('user-agent') ?? '') };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => accountMeta(matches, 'orders.heading'));

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const timeZone = useDisplayTimeZone();
  const locale = useLocale();
  return (
    <>
      <Link
        to={`/${locale}/MyAccount/OrderHistory`}
        className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {intl.formatMessage({ id: 'order.back' })}
      </Link>
      <OrderDetailsView
        key={loaderData.order.id}
        order={loaderData.order}
        platform={loaderData.platform}
        {...(timeZone ? { timeZone } : {})}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
