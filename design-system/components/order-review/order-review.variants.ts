import { cva, type VariantProps } from 'class-variance-authority';

/** One line of the review: flag, name and options, then the line total at the end. */
export const orderReviewLineVariants = cva('flex min-w-0 items-start gap-3 text-foreground', {
  variants: {
    density: {
      comfortable: 'py-3',
      compact: 'py-2',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

export type OrderReviewLineVariantProps = VariantProps<typeof orderReviewLineVariants>;
