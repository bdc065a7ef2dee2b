import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { orderStatusBadgeVariants, type OrderStatus } from './order-history.variants';

export interface OrderStatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  status: OrderStatus;
  /** The translated status names: { delivered: 'Delivered', … }. */
  labels: Readonly<Record<OrderStatus, string>>;
}

/** An order's status as a pill, in the order history and the order details. */
export function OrderStatusBadge({ status, labels, className, ...rest }: OrderStatusBadgeProps) {
  return (
    <span data-slot="order-status-badge" data-status={status} className={cn(orderStatusBadgeVariants({ status }), className)} {...rest}>
      {labels[status]}
    </span>
  );
}
