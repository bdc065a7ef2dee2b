export * from './spinner';
export * from './spinner.variants';
