export * from './apple-pay-button';
export * from './apple-pay-button.variants';
