export { CouponField, type CouponFieldProps, type CouponFieldStatus } from './coupon-field';
export {
  couponChipClassName,
  couponChipRemoveClassName,
  couponFieldInputVariants,
  type CouponFieldInputVariantProps,
} from './coupon-field.variants';
