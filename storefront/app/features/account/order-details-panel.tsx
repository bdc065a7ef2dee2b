import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { getAccountOrder, ShopError, type AccountOrder } from '@shop/api';
import { OrderDetailsPlaceholder, type InstallPlatform } from '@shop/design-system';

import { useShopClient } from '../../lib/shop-client';
import { installPlatformOf, useSessionEndedCheck } from './account-requests';
import { OrderDetailsView } from './order-details-view';

type PanelState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'notFound' } | { kind: 'ready'; order: AccountOrder; platform: InstallPlatform };

/** The orderDetails side panel (spec §2): one order of "my eSIMs", read in the browser. */
export function OrderDetailsPanel({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const client = useShopClient();
  const onFailure = useSessionEndedCheck();
  // Each load (another order, a retry) has its own key; until its answer comes the panel is loading.
  const [attempt, setAttempt] = useState(0);
  const loadKey = `${orderId}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; state: PanelState } | null>(null);
  const state: PanelState = loaded?.key === loadKey ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    let stopped = false;
    getAccountOrder(client, { id: orderId }).then(
      (order) => {
        if (!stopped) setLoaded({ key: loadKey, state: { kind: 'ready', order, platform: installPlatformOf(navigator.userAgent) } });
      },
      (error: unknown) => {
        onFailure(error);
        if (stopped) return;
        // Not theirs or unknown: the same answer, nothing about the order is shown.
        setLoaded({ key: loadKey, state: error instanceof ShopError && error.isNotFound ? { kind: 'notFound' } : { kind: 'error' } });
      },
    );
    return () => {
      stopped = true;
    };
  }, [client, onFailure, orderId, loadKey]);

  if (state.kind === 'ready') return <OrderDetailsView order={state.order} platform={state.platform} headingLevel={3} />;
  if (state.kind === 'notFound') {
    return (
      <p role="alert" className="rounded-lg bg-muted p-4">
        {intl.formatMessage({ id: 'order.notFound' })}
      </p>
    );
  }
  return <OrderDetailsPlaceholder status={state.kind} onRetry={() => setAttempt((value) => value + 1)} />;
}
