export * from './order-history';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './order-status-badge';
export * from './order-history.format';
export * from './order-history.variants';
