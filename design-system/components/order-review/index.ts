export { OrderReview, type OrderReviewLine, type OrderReviewProps } from './order-review';
export { orderReviewLineVariants, type OrderReviewLineVariantProps } from './order-review.variants';
