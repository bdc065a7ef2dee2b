import { cva, type VariantProps } from 'class-variance-authority';

// price.css: the classes as utilities (a listing repeats the price).
export const priceVariants = cva('price', {
  variants: {
    size: {
      sm: 'price-sm',
      md: 'price-md',
      lg: 'price-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

export type PriceVariantProps = VariantProps<typeof priceVariants>;
