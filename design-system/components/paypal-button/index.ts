export { PayPalButton, type PayPalButtonProps } from './paypal-button';
export {
  PAYPAL_BUTTON_COLORS,
  payPalButtonVariants,
  payPalWordmarkSizeVariants,
  type PayPalButtonColor,
  type PayPalButtonVariantProps,
} from './paypal-button.variants';
