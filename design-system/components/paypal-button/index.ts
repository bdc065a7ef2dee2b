export * from './paypal-button';
export * from './paypal-button.variants';
