export { CheckoutSteps, type CheckoutStep, type CheckoutStepsProps } from './checkout-steps';
export {
  checkoutStepContentClassName,
  checkoutStepLabelVariants,
  checkoutStepLinkClassName,
  checkoutStepMarkerVariants,
  checkoutStepVariants,
  type CheckoutStepStatus,
  type CheckoutStepVariantProps,
} from './checkout-steps.variants';
