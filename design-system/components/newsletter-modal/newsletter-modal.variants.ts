import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The sign-up inside the modal's body: no card of its own (the modal is the
 * card), a little room under the modal's description.
 */
export const newsletterModalSignupVariants = cva('pt-2');

export type NewsletterModalVariantProps = VariantProps<typeof newsletterModalSignupVariants>;
