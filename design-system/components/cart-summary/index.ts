export { CartSummary, type CartSummaryDiscount, type CartSummaryProps, type CartSummaryTax } from './cart-summary';
export { cartSummaryRowVariants, type CartSummaryRowVariantProps } from './cart-summary.variants';
