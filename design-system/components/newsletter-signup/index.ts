export { NewsletterSignup, type NewsletterSignupProps, type NewsletterSignupState } from './newsletter-signup';
export {
  newsletterSignupButtonVariants,
  newsletterSignupRowVariants,
  newsletterSignupVariants,
  type NewsletterSignupVariantProps,
} from './newsletter-signup.variants';
