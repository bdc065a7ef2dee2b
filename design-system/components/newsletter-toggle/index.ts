export { NewsletterToggle, type NewsletterToggleProps } from './newsletter-toggle';
export { newsletterToggleIconVariants, newsletterToggleVariants, type NewsletterToggleVariantProps } from './newsletter-toggle.variants';
