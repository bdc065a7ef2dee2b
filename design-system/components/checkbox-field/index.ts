export * from './checkbox-field';
export * from './checkbox-field.variants';
