import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import { LoadFailure } from '../../lib/load-failure';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { buttonVariants } from '../button/button.variants';
import { Pagination } from '../pagination/pagination';
import { formatMinorUnits } from '../price/price.format';
import { formatOrderDate } from './order-history.format';
import type { orderHistoryMessages } from './order-history.messages';
import { orderHistoryRowClassName, orderHistorySkeletonClassName, type OrderStatus } from './order-history.variants';
import { OrderStatusBadge } from './order-status-badge';

/** An amount in minor units (cents) and its ISO 4217 currency; the api's `Money`. */
export interface OrderMoney {
  amount: number;
  currency: string;
}

/** One order of the history; the api's `OrderSummary` passes straight in. */
export interface OrderHistoryOrder {
  id: string;
  /** What the shopper quotes to support (the order code). */
  reference: string;
  /** ISO 8601, when the order was placed. */
  placedAt: string;
  status: OrderStatus;
  /** Including VAT. */
  total: OrderMoney;
}

export type OrderHistoryStatus = 'loading' | 'error' | 'ready';

export interface OrderHistoryProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** `ready` with no orders shows the empty state. */
  status: OrderHistoryStatus;
  /** Newest first, as the api gives them; shown in the given order. */
  orders: readonly OrderHistoryOrder[];
  /** 1-based page on screen and the number of pages; one page or none shows no pagination. */
  currentPage: number;
  pagesCount: number;
  hrefForPage: (page: number) => string;
  /** Where a row leads: the order details page or panel. */
  orderHref: (order: OrderHistoryOrder) => string;
  /** Where the empty state's link leads: the destinations. */
  browseHref: string;
  onRetry: () => void;
  /** The retry is running: the button shows its spinner. */
  retrying?: boolean;
  /** IANA zone the dates are read in; the browser's when absent. Set it when the server renders too. */
  timeZone?: string;
  renderLink?: RenderLink;
  /** Skeleton rows shown while loading. Default 3. */
  skeletonRows?: number;
}

/** Visible on a wide list only: the column headers and each cell's name are shown once, at the top. */
const wideOnly = 'hidden @xl:block';

/**
 * "My eSIMs" (spec §2 MyAccount/OrderHistory and the orders side panel; issue 5): per order the
 * date, reference, status and total, newest first, each row leading to the order's details, then
 * the pages. Reads as stacked cards in a side panel and as a four-column list when its container
 * is wide (container queries, not the viewport: the same list sits in both). States: loading
 * (skeleton rows, announced), error (with retry), empty (with a link to the destinations), list.
 */
export function OrderHistory({
  status,
  orders,
  currentPage,
  pagesCount,
  hrefForPage,
  orderHref,
  browseHref,
  onRetry,
  retrying = false,
  timeZone,
  renderLink = renderAnchor,
  skeletonRows = 3,
  className,
  ...rest
}: OrderHistoryProps) {
  const text = useComponentText<typeof orderHistoryMessages>('OrderHistory');
  const locale = useComponentLocale();
  const state = status === 'ready' && orders.length === 0 ? 'empty' : status;

  return (
    <div
      data-slot="order-history"
      data-state={state}
      aria-busy={status === 'loading' || undefined}
      className={cn('@container flex min-w-0 flex-col gap-4 text-foreground', className)}
      {...rest}
    >
      {state === 'loading' ? (
        <div data-slot="order-history-loading">
          <p role="status" className="sr-only">
            {text('loading')}
          </p>
          <ul aria-hidden="true" className="flex flex-col divide-y divide-border">
            {Array.from({ length: skeletonRows }, (_, index) => (
              <li key={index} className={orderHistoryRowClassName}>
                <span className={cn(orderHistorySkeletonClassName, 'w-24')} />
                <span className={cn(orderHistorySkeletonClassName, 'w-16 justify-self-end @xl:w-32 @xl:justify-self-start')} />
                <span className={cn(orderHistorySkeletonClassName, 'w-20')} />
                <span className={cn(orderHistorySkeletonClassName, 'w-16 justify-self-end')} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {state === 'error' ? (
        <LoadFailure slot="order-history-error" message={text('error')} retryLabel={text('retry')} retrying={retrying} onRetry={onRetry} />
      ) : null}

      {state === 'empty' ? (
        <div data-slot="order-history-empty" className="flex flex-col items-start gap-3 rounded-lg bg-muted p-6">
          <p className="text-lg font-semibold [overflow-wrap:anywhere]">{text('empty')}</p>
          {renderLink({
            href: browseHref,
            className: cn(buttonVariants(), 'h-auto min-h-11 py-2 whitespace-normal'),
            children: text('browse'),
          })}
        </div>
      ) : null}

      {state === 'ready' ? (
        <>
          <div aria-hidden="true" data-slot="order-history-header" className={cn(wideOnly, 'border-b border-border pb-2')}>
            <div className="grid grid-cols-[8rem_minmax(0,1fr)_10rem_7rem] gap-x-3 text-sm font-semibold text-muted-foreground">
              <span>{text('date')}</span>
              <span>{text('reference')}</span>
              <span>{text('status')}</span>
              <span className="text-end">{text('total')}</span>
            </div>
          </div>
          <ul aria-label={text('list')} data-slot="order-history-list" className="flex flex-col divide-y divide-border">
            {orders.map((order) => (
              <li key={order.id} data-slot="order-history-order" className={orderHistoryRowClassName}>
                {/* Stacked: reference and total on the first line, date and status on the second. */}
                <span className="order-3 text-sm text-muted-foreground @xl:order-none @xl:text-base @xl:text-foreground">
                  <span className="sr-only">{text('date')} </span>
                  <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt, locale, timeZone)}</time>
                </span>
                <span className="order-1 min-w-0 @xl:order-none">
                  <span className="sr-only">{text('reference')} </span>
                  {renderLink({
                    href: orderHref(order),
                    'aria-label': text('viewOrder', { reference: order.reference }),
                    // The link covers the whole row (::after), so the row is one big target.
                    className: cn(
                      'font-mono font-semibold text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline',
                      'after:absolute after:inset-0 after:content-[""]',
                      'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-[-2px] focus-visible:after:outline-ring',
                    ),
                    children: order.reference,
                  })}
                </span>
                <span className="order-4 justify-self-end @xl:order-none @xl:justify-self-start">
                  <span className="sr-only">{text('status')} </span>
                  <OrderStatusBadge status={order.status} />
                </span>
                <span className="order-2 justify-self-end font-bold tabular-nums @xl:order-none">
                  <span className="sr-only">{text('total')} </span>
                  {formatMinorUnits(order.total.amount, order.total.currency, locale)}
                </span>
              </li>
            ))}
          </ul>
          <Pagination currentPage={currentPage} pagesCount={pagesCount} hrefForPage={hrefForPage} renderLink={renderLink} />
        </>
      ) : null}
    </div>
  );
}
