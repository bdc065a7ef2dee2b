export * from './cart-panel';
export * from './cart-panel.variants';
