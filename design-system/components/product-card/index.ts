export * from './product-card';
