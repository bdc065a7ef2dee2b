export * from './flag';
export * from './flag.variants';
