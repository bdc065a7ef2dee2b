export * from './address-form';
export * from './address-form.variants';
