import { cva, type VariantProps } from 'class-variance-authority';

/** One `<div>` holding a `<dt>` and its `<dd>`: label left, amount right, wrapping under each other when narrow. */
export const cartSummaryRowVariants = cva('flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5', {
  variants: {
    emphasis: {
      normal: 'text-sm',
      // Total including tax: what the shopper pays.
      total: 'border-t pt-3 text-base font-bold',
      discount: 'text-sm text-promo-foreground',
    },
  },
  defaultVariants: { emphasis: 'normal' },
});

export type CartSummaryRowVariantProps = VariantProps<typeof cartSummaryRowVariants>;
