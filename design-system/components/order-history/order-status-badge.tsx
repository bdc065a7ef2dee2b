import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { orderStatusBadgeVariants, type OrderStatus } from './order-history.variants';
import type { orderStatusBadgeMessages } from './order-status-badge.messages';

export interface OrderStatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  status: OrderStatus;
}

/** An order's status in words ("Delivered"), for the badge and wherever the details name it. */
export function useOrderStatusText(): (status: OrderStatus) => string {
  const text = useComponentText<typeof orderStatusBadgeMessages>('OrderStatusBadge');
  return (status) => text(status);
}

/** An order's status as a pill, in the order history and the order details. */
export function OrderStatusBadge({ status, className, ...rest }: OrderStatusBadgeProps) {
  const statusText = useOrderStatusText();
  return (
    <span data-slot="order-status-badge" data-status={status} className={cn(orderStatusBadgeVariants({ status }), className)} {...rest}>
      {statusText(status)}
    </span>
  );
}
