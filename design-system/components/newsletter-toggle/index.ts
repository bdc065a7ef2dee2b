export * from './newsletter-toggle';
export * from './newsletter-toggle.variants';
