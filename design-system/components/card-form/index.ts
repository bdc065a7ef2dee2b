export * from './card-form';
export * from './card-form.field-style';
export * from './card-form.variants';
