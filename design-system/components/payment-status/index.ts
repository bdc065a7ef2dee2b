export { PaymentStatus, type PaymentStatusProps } from './payment-status';
export {
  paymentStatusIconVariants,
  paymentStatusVariants,
  type PaymentStatusState,
  type PaymentStatusVariantProps,
} from './payment-status.variants';
