export {
  CartPanel,
  type CartPanelCoupon,
  type CartPanelLine,
  type CartPanelProps,
  type CartPanelStatus,
  type CartPanelSummary,
} from './cart-panel';
export {
  cartPanelMessageVariants,
  cartPanelOverlayClassName,
  cartPanelOverlaySpinnerClassName,
  type CartPanelMessageVariantProps,
} from './cart-panel.variants';
