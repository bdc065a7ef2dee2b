export * from './price';
export * from './price.format';
export * from './price.variants';
