import { cva, type VariantProps } from 'class-variance-authority';

/**
 * `inline`: no box of its own, for a page section (the blog's featured block,
 * the footer) or a modal; the field and the button share a row from tablet.
 * `card`: a bordered card, the button under the field at full width.
 */
export const newsletterSignupVariants = cva('flex min-w-0 flex-col text-card-foreground', {
  variants: {
    variant: {
      inline: '',
      card: 'rounded-lg border bg-card p-5',
    },
  },
  defaultVariants: { variant: 'inline' },
});

/** The field and its button. */
export const newsletterSignupRowVariants = cva('flex min-w-0 flex-col gap-3', {
  variants: {
    variant: {
      inline: 'tablet:flex-row tablet:items-start',
      card: '',
    },
  },
  defaultVariants: { variant: 'inline' },
});

/**
 * The submit button: full width when stacked. Beside the field (inline, from
 * tablet) it is pushed down by the label's height (a 20 px line + the 6 px
 * gap), so it lines up with the input even when an error grows under it.
 */
export const newsletterSignupButtonVariants = cva('h-auto min-h-11 w-full py-2 whitespace-normal', {
  variants: {
    variant: {
      inline: 'tablet:mt-6.5 tablet:w-auto tablet:shrink-0',
      card: '',
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type NewsletterSignupVariantProps = VariantProps<typeof newsletterSignupVariants>;
