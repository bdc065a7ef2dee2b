export * from './esim-usage';
export * from './esim-usage.variants';
