export * from './card-brands';
export * from './card-brands.variants';
