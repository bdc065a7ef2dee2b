export * from './saved-address-form';
export * from './saved-address-form.variants';
