import { cva, type VariantProps } from 'class-variance-authority';

/**
 * What the customer reads of an order (the api's `AccountOrderStatus`; the spec shows no status
 * values, the shop's choice): not paid yet, placed while PayPal confirms the payment, paid and the
 * eSIMs being prepared, delivered, cancelled, cancelled because the payment did not go through.
 */
export type OrderStatus = 'awaitingPayment' | 'paymentPending' | 'delivering' | 'delivered' | 'cancelled' | 'paymentFailed';

/** The status pill; the text always says the status, the colour only repeats it. */
export const orderStatusBadgeVariants = cva(
  'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-semibold [overflow-wrap:anywhere]',
  {
    variants: {
      status: {
        awaitingPayment: 'bg-accent text-accent-foreground',
        paymentPending: 'bg-accent text-accent-foreground',
        delivering: 'bg-secondary text-secondary-foreground',
        delivered: 'bg-success text-success-foreground',
        cancelled: 'bg-muted text-muted-foreground ring-1 ring-border',
        paymentFailed: 'bg-muted text-muted-foreground ring-1 ring-border',
      } satisfies Record<OrderStatus, string>,
    },
    defaultVariants: { status: 'delivering' },
  },
);

/**
 * One order of the list. Stacked (reference and total, then date and status) in a side panel;
 * one row of four columns once the list is wide enough (container query on the list).
 */
export const orderHistoryRowClassName = [
  'relative grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-3',
  '@xl:grid-cols-[8rem_minmax(0,1fr)_10rem_7rem] @xl:py-4',
  'focus-within:bg-muted hover:bg-muted',
].join(' ');

/** A grey bar standing for text while the orders load. */
export const orderHistorySkeletonClassName = 'block h-4 animate-pulse rounded bg-muted motion-reduce:animate-none';

export type OrderStatusBadgeVariantProps = VariantProps<typeof orderStatusBadgeVariants>;
