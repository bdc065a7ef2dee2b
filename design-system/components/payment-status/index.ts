export * from './payment-status';
export * from './payment-status.variants';
