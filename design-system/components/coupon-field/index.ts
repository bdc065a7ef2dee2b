export * from './coupon-field';
export * from './coupon-field.variants';
