import { cva, type VariantProps } from 'class-variance-authority';

/** The MyNewsletter block: the state as a sentence with its badge, then the one button. */
export const newsletterToggleVariants = cva('flex min-w-0 flex-col gap-4 rounded-lg border bg-card p-5 text-card-foreground', {
  variants: {
    subscribed: {
      true: '',
      false: '',
    },
  },
  defaultVariants: { subscribed: false },
});

/** The round badge before the state: a tick when subscribed, an envelope otherwise. */
export const newsletterToggleIconVariants = cva('inline-flex size-10 shrink-0 items-center justify-center rounded-full', {
  variants: {
    subscribed: {
      true: 'bg-success text-success-foreground',
      false: 'bg-secondary text-primary',
    },
  },
  defaultVariants: { subscribed: false },
});

export type NewsletterToggleVariantProps = VariantProps<typeof newsletterToggleVariants>;
