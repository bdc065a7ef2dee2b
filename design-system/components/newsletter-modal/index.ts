export { NewsletterModal, type NewsletterModalProps } from './newsletter-modal';
export { newsletterModalSignupVariants, type NewsletterModalVariantProps } from './newsletter-modal.variants';
