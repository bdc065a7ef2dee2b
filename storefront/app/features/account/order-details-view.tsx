import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import {
  ORDER_MESSAGE_MAX_LENGTH,
  ShopError,
  fetchOrderEsimUsage,
  orderAgain,
  sendOrderMessage,
  type AccountOrder,
  type OrderAgainSkippedLine,
} from '@shop/api';
import { OrderDetails, buttonVariants, type InstallPlatform, type OrderMessageDraft, type OrderMessageStatus } from '@shop/design-system';

import { EsimUsageList } from '../esim-status/esim-usage-list';
import { useEsimUsageRefresh } from '../esim-status/use-esim-usage-refresh';
import { useLocale } from '../../lib/i18n/locale-route';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { CartContext } from '../cart/cart-context';
import { useSessionEndedCheck } from './account-requests';

interface OrderDetailsViewProps {
  order: AccountOrder;
  platform: InstallPlatform;
  /** `h1` on the page, `h3` in the side panel under its own title. */
  headingLevel?: 1 | 3;
  timeZone?: string;
}

/**
 * One of the customer's orders (spec §2 order details page and orderDetails panel): the design
 * system's details, with Order again (spec §4: the lines back in the cart, then checkout; lines
 * that could not be added in full are named first), the order message (spec §3) and each eSIM's
 * usage as the order was loaded, with a refresh (issue 19).
 */
export function OrderDetailsView({ order, platform, headingLevel = 1, timeZone }: OrderDetailsViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useShopClient();
  const onFailure = useSessionEndedCheck();
  const cart = CartContext.useActorRef();
  const [orderingAgain, setOrderingAgain] = useState(false);
  const [orderAgainFailed, setOrderAgainFailed] = useState(false);
  const [skipped, setSkipped] = useState<{ lines: OrderAgainSkippedLine[]; canCheckout: boolean } | null>(null);
  const [messageStatus, setMessageStatus] = useState<OrderMessageStatus>('idle');
  const [messageError, setMessageError] = useState<string | undefined>(undefined);
  const checkoutPath = `/${locale}/checkout.html`;
  const loadedStatuses = useMemo(() => order.esims.map((esim) => esim.status), [order]);
  const usage = useEsimUsageRefresh(
    loadedStatuses,
    (signal) => fetchOrderEsimUsage(client, { orderId: order.id, refresh: true }, { signal }),
    onFailure,
  );

  const onOrderAgain = () => {
    if (orderingAgain) return;
    setOrderingAgain(true);
    setOrderAgainFailed(false);
    setSkipped(null);
    orderAgain(client, { id: order.id })
      .then(
        (result) => {
          cart.send({ type: 'cart.refresh' });
          if (result.skipped.length === 0) void navigate(checkoutPath);
          else setSkipped({ lines: result.skipped, canCheckout: result.cart.lines.length > 0 });
        },
        (error: unknown) => {
          onFailure(error);
          setOrderAgainFailed(true);
        },
      )
      .finally(() => setOrderingAgain(false));
  };

  const onSendMessage = (draft: OrderMessageDraft) => {
    setMessageStatus('busy');
    setMessageError(undefined);
    sendOrderMessage(client, { orderId: order.id, orderLineId: draft.orderLineId, message: draft.message }).then(
      () => setMessageStatus('sent'),
      (error: unknown) => {
        onFailure(error);
        // The form's own refusals (required, too long) are worded by the api after spec §5.
        const refused = error instanceof ShopError && error.detail.kind === 'http' && error.detail.code === 'BAD_USER_INPUT';
        setMessageError(refused ? error.message : undefined);
        setMessageStatus('error');
      },
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {skipped ? (
        <div role="alert" data-slot="order-again-skipped" className="flex flex-col items-start gap-3 rounded-lg border border-danger p-4">
          <p className="min-w-0 font-semibold text-danger [overflow-wrap:anywhere]">
            {intl.formatMessage({ id: 'order.skipped.heading' })}
          </p>
          <ul className="list-disc ps-6 text-sm">
            {skipped.lines.map((line) => (
              <li key={line.orderLineId} className="[overflow-wrap:anywhere]">
                {line.reason === 'unavailable'
                  ? intl.formatMessage({ id: 'order.skipped.unavailable' }, { name: line.name })
                  : intl.formatMessage({ id: 'order.skipped.orderLimit' }, { name: line.name, count: line.added })}
              </li>
            ))}
          </ul>
          {skipped.canCheckout ? (
            <Link to={checkoutPath} className={buttonVariants()}>
              {intl.formatMessage({ id: 'order.skipped.continue' })}
            </Link>
          ) : null}
        </div>
      ) : null}
      <OrderDetails
        order={order}
        platform={platform}
        {...(timeZone ? { timeZone } : {})}
        onOrderAgain={onOrderAgain}
        orderingAgain={orderingAgain}
        orderAgainFailed={orderAgainFailed}
        onSendMessage={onSendMessage}
        messageStatus={messageStatus}
        {...(messageError ? { messageError } : {})}
        messageMaxLength={ORDER_MESSAGE_MAX_LENGTH}
        headingLevel={headingLevel}
      />
      {usage.statuses.length > 0 ? (
        <section aria-labelledby={`esim-usage-${order.id}`} className="flex min-w-0 flex-col gap-3">
          <UsageHeading id={`esim-usage-${order.id}`} level={headingLevel === 1 ? 2 : 4}>
            {intl.formatMessage({ id: 'esimUsage.heading' })}
          </UsageHeading>
          <EsimUsageList
            statuses={usage.statuses}
            refreshing={usage.refreshing}
            onRefresh={usage.refresh}
            headingLevel={headingLevel === 1 ? 3 : 5}
            timeZone={timeZone}
          />
        </section>
      ) : null}
    </div>
  );
}

function UsageHeading({ id, level, children }: { id: string; level: 2 | 4; children: string }) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className="text-lg font-semibold">
      {children}
    </Heading>
  );
}
