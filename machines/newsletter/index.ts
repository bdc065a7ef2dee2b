export { newsletterSignupMachine } from './newsletter-signup.machine';
export * from './newsletter-signup.selectors';
export { type NewsletterSignupSource, type NewsletterSubscription } from './newsletter-signup.types';
