export * from './payment-method-choice';
export * from './payment-method-choice.variants';
