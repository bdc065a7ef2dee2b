export * from './cart-line';
export * from './cart-line.variants';
