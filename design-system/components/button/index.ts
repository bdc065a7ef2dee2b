export * from './button';
export * from './button.variants';
