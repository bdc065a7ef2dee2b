export * from './review-form';
export * from './review-form.variants';
