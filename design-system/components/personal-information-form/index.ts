export * from './personal-information-form';
export * from './personal-information-form.variants';
