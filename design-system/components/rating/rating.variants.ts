import { cva, type VariantProps } from 'class-variance-authority';

export const ratingStarVariants = cva('shrink-0 text-rating', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-5',
      lg: 'size-6',
    },
  },
  defaultVariants: { size: 'md' },
});

export type RatingVariantProps = VariantProps<typeof ratingStarVariants>;
