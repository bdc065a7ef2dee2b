import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { fetchOrders, type OrderHistoryPage } from '@shop/api';
import { OrderHistory, type RenderLink } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { renderRouterLink } from '../../lib/routing/router-link';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { SidebarContext } from '../shell/sidebar-context';
import { useSessionEndedCheck } from './account-requests';
import { MyEsimsUsage } from './my-esims-usage';

/** As many as the panel shows at once; the page has the rest. */
const PANEL_ORDERS = 5;

type PanelState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; page: OrderHistoryPage };

/**
 * The orders side panel, "my eSIMs" (spec §2): the newest eSIMs with their usage (issue 19), the
 * newest orders, each opening its details in the panel, and a link to the full history page.
 */
export function OrdersPanel() {
  const intl = useIntl();
  const locale = useLocale();
  const client = useShopClient();
  const onFailure = useSessionEndedCheck();
  const sidebar = SidebarContext.useActorRef();
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    fetchOrders(client, { page: 1, itemsPerPage: PANEL_ORDERS }).then(
      (page) => {
        if (!stopped) setState({ kind: 'ready', page });
      },
      (error: unknown) => {
        onFailure(error);
        if (!stopped) setState({ kind: 'error' });
      },
    );
    return () => {
      stopped = true;
    };
  }, [client, onFailure, attempt]);

  const orderPrefix = `/${locale}/MyAccount/Order/`;
  // A row opens the order in the panel; a new tab (modifier keys) still gets the page.
  const renderLink: RenderLink = (props) => {
    if (!props.href.startsWith(orderPrefix)) return renderRouterLink(props);
    const orderId = decodeURIComponent(props.href.slice(orderPrefix.length));
    const { href, children, ...rest } = props;
    return (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          sidebar.send({ type: 'panel.open', key: 'orderDetails', params: { orderId } });
        }}
      >
        {children}
      </a>
    );
  };

  const page = state.kind === 'ready' ? state.page : null;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <MyEsimsUsage />
      <OrderHistory
        status={state.kind}
        orders={page?.orders ?? []}
        currentPage={1}
        pagesCount={1}
        hrefForPage={() => `/${locale}/MyAccount/OrderHistory`}
        orderHref={(order) => `${orderPrefix}${encodeURIComponent(order.id)}`}
        browseHref={`/${locale}/Offers`}
        onRetry={() => {
          setState({ kind: 'loading' });
          setAttempt((value) => value + 1);
        }}
        renderLink={renderLink}
      />
      {page && page.totalItems > 0 ? (
        <Link to={`/${locale}/MyAccount/OrderHistory`} className="font-semibold text-primary underline-offset-4 hover:underline">
          {intl.formatMessage({ id: 'orders.viewAll' })}
        </Link>
      ) : null}
    </div>
  );
}
