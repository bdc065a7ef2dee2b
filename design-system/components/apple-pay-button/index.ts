export { ApplePayButton, type ApplePayButtonProps } from './apple-pay-button';
export {
  APPLE_PAY_BUTTON_STYLES,
  APPLE_PAY_BUTTON_TYPES,
  applePayBusyVeilVariants,
  applePayButtonVariants,
  type ApplePayButtonStyle,
  type ApplePayButtonType,
  type ApplePayButtonVariantProps,
} from './apple-pay-button.variants';
