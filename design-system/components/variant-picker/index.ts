export * from './variant-picker';
export * from './variant-picker.logic';
export * from './variant-picker.variants';
