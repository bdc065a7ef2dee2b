export * from './text-field';
export * from './text-field.variants';
