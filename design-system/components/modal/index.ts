export * from './modal';
export * from './modal.variants';
