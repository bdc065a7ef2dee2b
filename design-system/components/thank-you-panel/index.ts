export {
  ThankYouPanel,
  type InstallPlatform,
  type ThankYouEsim,
  type ThankYouOrderLine,
  type ThankYouPanelLabels,
  type ThankYouPanelProps,
} from './thank-you-panel';
export {
  thankYouDisclosureSummaryClassName,
  thankYouEsimClassName,
  thankYouIconVariants,
  thankYouQrClassName,
  type ThankYouIconVariantProps,
  type ThankYouStatus,
} from './thank-you-panel.variants';
