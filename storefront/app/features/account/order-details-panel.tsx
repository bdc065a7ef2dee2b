import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import { getAccountOrder, ShopError } from '@shop/api';
import { OrderDetailsPlaceholder } from '@shop/design-system';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { useKeyedLoad } from '../../lib/react/use-keyed-load';
import { installPlatformOf, useSessionEndedCheck } from './account-requests';
import { OrderDetailsView } from './order-details-view';

/** The orderDetails side panel (spec §2): one order of "my eSIMs", read in the browser. */
export function OrderDetailsPanel({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const client = useShopClient();
  const onFailure = useSessionEndedCheck();
  const [order, retry] = useKeyedLoad(`${orderId}@${client.locale}`, (signal) => getAccountOrder(client, { id: orderId }, { signal }));
  useEffect(() => {
    if (order.kind === 'failed') onFailure(order.error);
  }, [order, onFailure]);

  if (order.kind === 'loaded') {
    return <OrderDetailsView order={order.value} platform={installPlatformOf(navigator.userAgent)} headingLevel={3} />;
  }
  // Not theirs or unknown: the same answer, nothing about the order is shown.
  if (order.kind === 'failed' && order.error instanceof ShopError && order.error.isNotFound) {
    return (
      <p role="alert" className="rounded-lg bg-muted p-4">
        {intl.formatMessage({ id: 'order.notFound' })}
      </p>
    );
  }
  return <OrderDetailsPlaceholder status={order.kind === 'failed' ? 'error' : 'loading'} onRetry={retry} />;
}
