export {
  OrderDetails,
  type OrderDetailsEsim,
  type OrderDetailsLine,
  type OrderDetailsOrder,
  type OrderDetailsProps,
  type OrderDetailsStatusChange,
  type OrderMessageDraft,
  type OrderMessageStatus,
} from './order-details';
export { OrderDetailsPlaceholder, type OrderDetailsPlaceholderProps } from './order-details-placeholder';
export { orderDetailsRowVariants, orderDetailsSectionClassName, type OrderDetailsRowVariantProps } from './order-details.variants';
