import { useState } from 'react';

import { fetchOrders, type OrderHistoryPage } from '@shop/api';
import { OrderHistory } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { renderRouterLink } from '../../lib/routing/router-link';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { useSessionEndedCheck } from './account-requests';

type HistoryState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; page: OrderHistoryPage };

/**
 * Spec §2 MyAccount/OrderHistory (`?page=`): the customer's orders, newest first, paginated. The
 * server loader gives the page; a retry after a failed load asks again from the browser.
 */
export function OrderHistoryView({ initial, timeZone }: { initial: OrderHistoryPage | null; timeZone?: string }) {
  const locale = useLocale();
  const client = useShopClient();
  const onFailure = useSessionEndedCheck();
  // What a retry loaded, for the loader's page it replaced: a new page from the loader (pagination)
  // replaces what is shown.
  const [retried, setRetried] = useState<{ instead: OrderHistoryPage | null; state: HistoryState } | null>(null);
  const [retrying, setRetrying] = useState(false);
  const state: HistoryState = retried?.instead === initial ? retried.state : initial ? { kind: 'ready', page: initial } : { kind: 'error' };
  const setState = (next: HistoryState) => setRetried({ instead: initial, state: next });

  const retry = () => {
    setRetrying(true);
    const page = state.kind === 'ready' ? state.page.page : 1;
    fetchOrders(client, { page })
      .then(
        (loaded) => setState({ kind: 'ready', page: loaded }),
        (error: unknown) => {
          onFailure(error);
          setState({ kind: 'error' });
        },
      )
      .finally(() => setRetrying(false));
  };

  const page = state.kind === 'ready' ? state.page : null;
  return (
    <OrderHistory
      status={state.kind}
      orders={page?.orders ?? []}
      currentPage={page?.page ?? 1}
      pagesCount={page?.pageCount ?? 0}
      hrefForPage={(number) => `/${locale}/MyAccount/OrderHistory${number > 1 ? `?page=${number}` : ''}`}
      orderHref={(order) => `/${locale}/MyAccount/Order/${encodeURIComponent(order.id)}`}
      browseHref={`/${locale}/Offers`}
      onRetry={retry}
      retrying={retrying}
      {...(timeZone ? { timeZone } : {})}
      renderLink={renderRouterLink}
    />
  );
}
