export * from './checkout-steps';
export * from './checkout-steps.variants';
