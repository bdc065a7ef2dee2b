export * from './newsletter-signup';
export * from './newsletter-signup.variants';
