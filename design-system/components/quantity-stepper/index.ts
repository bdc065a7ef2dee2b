export * from './quantity-stepper';
export * from './quantity-stepper.variants';
