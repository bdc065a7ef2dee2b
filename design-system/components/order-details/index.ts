export * from './order-details';
export * from './order-details-placeholder';
export * from './order-details.variants';
