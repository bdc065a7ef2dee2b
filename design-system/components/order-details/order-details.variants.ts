import { cva, type VariantProps } from 'class-variance-authority';

/** One block of the details (items, eSIMs, address, history, message): its heading, then its content. */
export const orderDetailsSectionClassName = 'flex min-w-0 flex-col gap-3';

/** A totals row: term left, amount right, wrapping under each other when narrow. */
export const orderDetailsRowVariants = cva('flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5', {
  variants: {
    emphasis: {
      normal: 'text-sm',
      // What was paid.
      total: 'border-t border-border pt-3 text-base font-bold',
    },
  },
  defaultVariants: { emphasis: 'normal' },
});

export type OrderDetailsRowVariantProps = VariantProps<typeof orderDetailsRowVariants>;
