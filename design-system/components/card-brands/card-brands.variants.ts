import { cva, type VariantProps } from 'class-variance-authority';

/** One brand badge: a small card shape (3:2) holding the mark. */
export const cardBrandMarkVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-sm border border-border bg-card text-card-foreground',
  {
    variants: {
      size: {
        // sm sits inside the card-number input; md is the accepted-cards row and the footer.
        sm: 'h-6 w-9 p-0.5',
        md: 'h-8 w-12 p-0.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type CardBrandMarkVariantProps = VariantProps<typeof cardBrandMarkVariants>;
