export * from './newsletter-modal';
export * from './newsletter-modal.variants';
