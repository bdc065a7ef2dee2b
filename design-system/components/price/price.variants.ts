import { cva, type VariantProps } from 'class-variance-authority';

export const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5 text-foreground', {
  variants: {
    size: {
      sm: '[&_[data-slot=price-amount]]:text-base',
      md: '[&_[data-slot=price-amount]]:text-xl',
      lg: '[&_[data-slot=price-amount]]:text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export type PriceVariantProps = VariantProps<typeof priceVariants>;
