export { newsletterSignupMachine } from './newsletter-signup.machine';
export { selectEmail, selectEmailError, selectIsSending, selectIsSent, selectStatusError } from './newsletter-signup.selectors';
export { type NewsletterSignupSource, type NewsletterSubscription } from './newsletter-signup.types';
