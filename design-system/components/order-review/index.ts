export * from './order-review';
export * from './order-review.variants';
