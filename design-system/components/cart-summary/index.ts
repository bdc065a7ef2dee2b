export * from './cart-summary';
export * from './cart-summary.variants';
