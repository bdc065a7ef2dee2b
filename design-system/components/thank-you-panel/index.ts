export { ThankYouPanel, type ThankYouEsim, type ThankYouOrderLine, type ThankYouPanelProps } from './thank-you-panel';
export { thankYouIconVariants, type ThankYouIconVariantProps, type ThankYouStatus } from './thank-you-panel.variants';
