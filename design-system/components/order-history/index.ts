export { OrderHistory, type OrderHistoryOrder, type OrderHistoryProps, type OrderHistoryStatus, type OrderMoney } from './order-history';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './order-status-badge';
export { formatOrderDate } from './order-history.format';
export {
  orderHistoryRowClassName,
  orderHistorySkeletonClassName,
  orderStatusBadgeVariants,
  type OrderStatus,
  type OrderStatusBadgeVariantProps,
} from './order-history.variants';
