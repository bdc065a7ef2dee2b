export { newsletterSignupFailureOf, newsletterSignupMachine, newsletterSubscriptionOf } from './newsletter-signup.machine';
export {
  selectEmail,
  selectEmailError,
  selectIsSending,
  selectIsSent,
  selectStatusError,
  type NewsletterSignupSnapshot,
} from './newsletter-signup.selectors';
export {
  NEWSLETTER_SIGNUP_FIELDS,
  type NewsletterSignupContext,
  type NewsletterSignupEmitted,
  type NewsletterSignupEvent,
  type NewsletterSignupField,
  type NewsletterSignupFieldError,
  type NewsletterSignupInput,
  type NewsletterSignupRuleError,
  type NewsletterSignupSource,
  type NewsletterSignupStatusError,
  type NewsletterSignupTag,
  type NewsletterSubscription,
} from './newsletter-signup.types';
